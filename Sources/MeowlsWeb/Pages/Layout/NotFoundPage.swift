/// What an address that is no page (or a product that does not exist) shows: a 404 with a way home.
enum NotFoundPage {
  static func outcome(_ ctx: PageContext) -> PageOutcome {
    let content = el("section", .class("empty-state")) {
      el("h1") { ctx.t(.webNotFound) }
      el("p") { ctx.t(.webNotFoundMessage) }
      el("a", .href(.main), .class("button")) { ctx.t(.commonGoHome) }
    }
    return .page(title: ctx.t(.webNotFound), description: ctx.t(.webNotFound), content: content, status: 404)
  }
}
