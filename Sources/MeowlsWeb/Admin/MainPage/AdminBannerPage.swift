import Foundation
import MeowlsAPI
import MeowlsKit

/// `banners/{id}` and `banners/new?parent=`: a banner's form (`AdminBannerScreen`) and a collection's products. A refused save draws the form
/// again as typed, with the API's message and the fields its refusal names marked.
enum AdminBannerPage {
  typealias Run = ScreenRun<
    AdminBannerScreen.State, AdminBannerScreen.Action, AdminBannerScreen.Effect, AdminBannerScreen.Route
  >

  static func get(_ ctx: AdminContext, id: Banner.ID?, parent: Banner.ID?) async -> AdminOutcome {
    var run = run(ctx, id, parent)
    await run.send(.appeared)
    if let error = run.state.phase.error { return AdminPages.refused(ctx, error, title: ctx.t(.navMainPage)) }
    return AdminBannerView.page(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: Banner.ID?, parent: Banner.ID?, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, id, parent)
    await run.send(.appeared)
    if let error = run.state.phase.error { return .show(AdminPages.refused(ctx, error, title: ctx.t(.navMainPage))) }
    let product = form["product"].flatMap(Product.ID.init(uuidString:))
    switch (form["do"], product) {
    case ("save", _):
      await run.send([.formChanged(AdminBannerFields.form(form.fields, over: run.state.form)), .saveTapped])
    case ("upload", _): await run.send(.pictureChosen(form.files["file"]?.bytes ?? Data()))
    case ("find", _): await run.send(.lookupSubmitted(String((form["lookup"] ?? "").prefix(100))))
    case ("add", let id?): await run.send(.productAdded(id))
    case ("remove", let id?): await run.send(.productRemoved(id))
    default: return .go(ctx.route)
    }
    if case .created(let created)? = run.routes.first { return .go(.banner(created), flash: ctx.t(.bannerCreated)) }
    if run.state.submission == .done, let saved = run.state.bannerID {
      return .go(.banner(saved), flash: ctx.t(.saved))
    }
    let refused = run.state.submission.error != nil || !run.state.problems.isEmpty
    return .show(AdminBannerView.page(ctx, run.state, status: refused ? 422 : 200))
  }

  private static func run(_ ctx: AdminContext, _ id: Banner.ID?, _ parent: Banner.ID?) -> Run {
    let dependencies = AdminBannerScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminBannerScreen.State(bannerID: id, parentID: parent), reduce: AdminBannerScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await AdminBannerScreen.perform($0, with: dependencies) })
  }
}

/// The banner form's fields as posted (`place`, `title`, `image`, `lead`, `sale`, `collection`, `category`,
/// `query`, `url`), over the form the page drew (which holds what the banner shows as stored).
enum AdminBannerFields {
  static func form(_ fields: FormData, over drawn: AdminBannerForm) -> AdminBannerForm {
    var form = drawn
    // NB: a field the form did not post keeps what was drawn (a script or a test may post only what changed).
    func text(_ name: String, _ limit: Int, _ drawn: String) -> String { String((fields[name] ?? drawn).prefix(limit)) }
    if let place = fields["place"] { form.placeType = PlaceType(rawValue: place) }
    form.title = text("title", 200, drawn.title)
    form.imageKey = text("image", 200, drawn.imageKey)
    if let lead = fields["lead"] { form.lead = AdminBannerForm.Lead(rawValue: lead) ?? .none }
    if let sale = fields["sale"] { form.saleID = Sale.ID(uuidString: sale) }
    form.collectionName = text("collection", 100, drawn.collectionName)
    if let category = fields["category"] { form.categoryID = Category.ID(uuidString: category) }
    // NB: unticked boxes post nothing, so the list's marker says the boxes were on the form.
    if fields["shown_posted"] != nil {
      form.categoryIDs = Array(fields.values("shown").prefix(100).compactMap(Category.ID.init(uuidString:)))
    }
    form.query = text("query", 200, drawn.query)
    form.url = text("url", 500, drawn.url)
    return form
  }
}
