import Foundation
import MeowlsAPI
import MeowlsKit

/// `sales/{id}` and `sales/new`: a sale's form with its window (`AdminSaleScreen`), then (once saved) its products:
/// one added by its article or found by words of its name, one removed. A refused save draws the form again as
/// typed, with the API's message under the field it is about.
enum AdminSalePage {
  typealias Run = ScreenRun<
    AdminSaleScreen.State, AdminSaleScreen.Action, AdminSaleScreen.Effect, AdminSaleScreen.Route
  >

  static func get(_ ctx: AdminContext, id: Sale.ID?) async -> AdminOutcome {
    var run = run(ctx, id)
    await run.send(.appeared)
    if let error = run.state.phase.error { return AdminPages.refused(ctx, error, title: ctx.t(.navMainPage)) }
    return AdminSaleView.page(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: Sale.ID?, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, id)
    await run.send(.appeared)
    if let error = run.state.phase.error { return .show(AdminPages.refused(ctx, error, title: ctx.t(.navMainPage))) }
    let product = form["product"].flatMap(Product.ID.init(uuidString:))
    switch (form["do"], product) {
    case ("save", _):
      await run.send([.formChanged(AdminSaleFields.form(form.fields, over: run.state.form)), .saveTapped])
    case ("find", _): await run.send(.lookupSubmitted(String((form["lookup"] ?? "").prefix(100))))
    case ("add", let id?): await run.send(.productAdded(id))
    case ("remove", let id?): await run.send(.productRemoved(id))
    default: return .go(ctx.route)
    }
    if case .created(let created)? = run.routes.first { return .go(.sale(created), flash: ctx.t(.saleCreated)) }
    if run.state.submission == .done, let saved = run.state.saleID { return .go(.sale(saved), flash: ctx.t(.saved)) }
    let refused = run.state.submission.error != nil || !run.state.problems.isEmpty
    return .show(AdminSaleView.page(ctx, run.state, status: refused ? 422 : 200))
  }

  private static func run(_ ctx: AdminContext, _ id: Sale.ID?) -> Run {
    let dependencies = AdminSaleScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminSaleScreen.State(saleID: id), reduce: AdminSaleScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await AdminSaleScreen.perform($0, with: dependencies) })
  }
}

/// The sale form's fields as posted (`title`, `code`, `start`, `end`, `type`, `disclaimer`, `image`), over the
/// form the page drew.
enum AdminSaleFields {
  static func form(_ fields: FormData, over drawn: AdminSaleForm) -> AdminSaleForm {
    var form = drawn
    // NB: a field the form did not post keeps what was drawn (a script or a test may post only what changed).
    func text(_ name: String, _ limit: Int, _ drawn: String) -> String { String((fields[name] ?? drawn).prefix(limit)) }
    form.title = text("title", 200, drawn.title)
    form.code = text("code", 64, drawn.code)
    form.startDate = text("start", 20, drawn.startDate)
    form.endDate = text("end", 20, drawn.endDate)
    form.saleType = fields["type"].flatMap(SaleType.init(rawValue:)) ?? drawn.saleType
    form.disclaimer = text("disclaimer", 2000, drawn.disclaimer)
    form.imageKey = text("image", 200, drawn.imageKey)
    return form
  }
}
