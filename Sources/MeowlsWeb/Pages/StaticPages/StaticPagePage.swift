import MeowlsKit

/// `/pages/{contacts|delivery|refund|user-agreement|privacy-policy}`: one of the shop's static pages
/// (`StaticPage`), its text from the kit's tables; the registration form and the profile link here.
enum StaticPagePage {
  static func get(_ ctx: PageContext, _ page: StaticPage) -> PageOutcome {
    let title = ctx.t(page.title)
    let paragraphs = ctx.localizer.paragraphs(page.text)
    let content = el("article", .class("static-page")) {
      el("h1") { title }
      for paragraph in paragraphs { el("p") { paragraph } }
    }
    return .page(title: title, description: paragraphs.first ?? title, content: content)
  }
}
