import MeowlsKit

/// The document around every page: head (title, description, canonical address, one stylesheet, one deferred
/// script), a header with the shop's name, search, catalogue, favourites, profile, the cart with its count and the
/// language switch, and a footer. Everything works without the script.
enum Layout {
  static func document(_ ctx: PageContext, title: String, description: String, content: HTML) -> HTML {
    .join([
      .doctype,
      el("html", Attribute("lang", ctx.language.rawValue)) {
        el("head") {
          void("meta", Attribute("charset", "utf-8"))
          void("meta", Attribute("name", "viewport"), Attribute("content", "width=device-width, initial-scale=1"))
          el("title") { title + " — MEOWLS" }
          void("meta", Attribute("name", "description"), Attribute("content", description))
          void("link", Attribute("rel", "canonical"), Attribute("href", ctx.absolute(ctx.route.canonical)))
          if !ctx.route.isIndexed { void("meta", Attribute("name", "robots"), Attribute("content", "noindex")) }
          void("link", Attribute("rel", "icon"), Attribute("type", "image/svg+xml"), .href(.asset("favicon.svg")))
          void("link", Attribute("rel", "stylesheet"), .href(.asset("store.css")))
          el("script", Attribute("src", WebRoute.asset("store.js").url), Attribute("defer", present: true))
        }
        el("body") {
          el("a", Attribute("href", "#main"), .class("skip")) { ctx.t(.webSkipToContent) }
          header(ctx)
          el("main", Attribute("id", "main"), .class("page")) {
            if let flash = ctx.flash { el("p", .class("flash"), Attribute("role", "alert")) { flash } }
            content
          }
          footer(ctx)
        }
      },
    ])
  }

  private static func header(_ ctx: PageContext) -> HTML {
    el("header", .class("top")) {
      el("div", .class("top-inner")) {
        el("a", .href(.main), .class("logo"), Attribute("aria-label", "MEOWLS — " + ctx.t(.mainTitle))) { "MEOWLS" }
        el("form", Attribute("method", "get"), .action(.search("", options: ListingOptions())), .class("search")) {
          el("label", Attribute("for", "q"), .class("visually-hidden")) { ctx.t(.searchPlaceholder) }
          void(
            "input", Attribute("type", "search"), Attribute("id", "q"), Attribute("name", "q"),
            Attribute("placeholder", ctx.t(.searchPlaceholder)), Attribute("value", searchText(ctx.route)),
            Attribute("maxlength", "200"), Attribute("autocomplete", "off"))
          Forms.button(ctx.t(.searchButton), class: "search-button")
        }
        el("nav", .class("tabs"), Attribute("aria-label", "MEOWLS")) {
          tab(ctx, .catalogue(parent: nil), ctx.t(.catalogueTitle), icon: .catalogue)
          tab(ctx, .favorites, ctx.t(.favoritesTitle), icon: .favorites)
          tab(
            ctx, ctx.signedIn ? .profile : .login, ctx.signedIn ? ctx.t(.profileTitle) : ctx.t(.commonLogIn),
            icon: .profile)
          el("a", .href(.cart), .class("tab cart-tab"), Attribute("aria-current", present: ctx.route == .cart)) {
            Icon.cart.html
            el("span", .class("tab-label")) { ctx.t(.cartTitle) }
            if ctx.drawsTemplate { HTML.hole(PageTemplate.cartBadgeHole) } else { cartBadge(ctx) }
          }
        }
        el(
          "a", .href(.city(next: ctx.route.canFollowCity && ctx.route != .main ? ctx.route : nil)), .class("city-link")
        ) {
          ctx.city.map { ctx.t(.regionChange, $0.name) } ?? ctx.t(.regionChooseButton)
        }
        languageSwitch(ctx)
      }
    }
  }

  /// The cart's count on its tab; nothing for an empty cart.
  static func cartBadge(_ ctx: PageContext) -> HTML { cartBadge(count: ctx.cartCount, ctx.localizer) }

  /// The header's count of units in the cart; nothing for an empty cart.
  static func cartBadge(count: Int, _ localizer: Localizer) -> HTML {
    guard count > 0 else { return .empty }
    return el("span", .class("badge"), Attribute("aria-label", localizer.count(count, .items))) { String(count) }
  }

  private static func tab(_ ctx: PageContext, _ route: WebRoute, _ label: String, icon: Icon) -> HTML {
    el("a", .href(route), .class("tab"), Attribute("aria-current", present: ctx.route == route)) {
      icon.html
      el("span", .class("tab-label")) { label }
    }
  }

  private static func languageSwitch(_ ctx: PageContext) -> HTML {
    let other: AppLanguage = ctx.language == .ru ? .en : .ru
    return Forms.post(ctx, action: "language", fields: [("language", other.rawValue)], class: "language") {
      el("button", Attribute("type", "submit"), Attribute("lang", other.rawValue), .class("link-button")) {
        Localizer(language: other).string(.commonLanguageName)
      }
    }
  }

  private static func footer(_ ctx: PageContext) -> HTML {
    el("footer", .class("bottom")) {
      el("p") { "MEOWLS — " + ctx.t(.webTagline) }
    }
  }

  private static func searchText(_ route: WebRoute) -> String {
    if case .search(let text, _) = route { text } else { "" }
  }
}
