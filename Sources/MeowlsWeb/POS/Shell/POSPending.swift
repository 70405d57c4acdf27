/// A page of the POS that is not drawn yet: says so rather than pretend (replaced screen by screen).
enum POSPending {
  static func page(_ ctx: POSContext) -> POSOutcome {
    .page(title: ctx.t(.posPendingTitle), content: el("p", .class("pos-card")) { ctx.t(.posPendingTitle) }, status: 501)
  }
}
