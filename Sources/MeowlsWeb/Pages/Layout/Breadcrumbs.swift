import MeowlsKit

/// The trail above a page's title; the last step is the page itself (no link).
enum Breadcrumbs {
  static func trail(_ ctx: PageContext, _ steps: [(String, WebRoute?)]) -> HTML {
    el("nav", .class("crumbs"), Attribute("aria-label", ctx.t(.catalogueTitle))) {
      el("ol") {
        el("li") { el("a", .href(.main)) { ctx.t(.mainTitle) } }
        for (label, route) in steps {
          el("li") {
            if let route {
              el("a", .href(route)) { label }
            } else {
              el("span", Attribute("aria-current", "page")) { label }
            }
          }
        }
      }
    }
  }
}

/// What a page shows when its screen could not load: the kit's message and a way to try again.
enum ErrorBlock {
  static func failed(_ ctx: PageContext, _ error: APIError) -> HTML {
    el("div", .class("empty-state"), Attribute("role", "alert")) {
      el("p") { ctx.localizer.message(for: error) }
      el("a", .href(ctx.route), .class("button")) { ctx.t(.commonTryAgain) }
    }
  }

  static func empty(_ ctx: PageContext, _ message: String) -> HTML {
    el("div", .class("empty-state")) {
      el("p") { message }
      el("a", .href(.catalogue(parent: nil)), .class("button")) { ctx.t(.cartContinueShopping) }
    }
  }
}
