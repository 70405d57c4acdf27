import Foundation
import MeowlsAPI
import MeowlsKit

/// `products/{id}` and `products/new`: a product's form (`AdminProductScreen`), its archive, its pictures (upload
/// with a preview, up and down a place, delete) and a link to its stock. A refused save draws the form again as
/// typed, with the API's message.
enum AdminProductPage {
  typealias Run = ScreenRun<
    AdminProductScreen.State, AdminProductScreen.Action, AdminProductScreen.Effect, AdminProductScreen.Route
  >

  static func get(_ ctx: AdminContext, id: Product.ID?) async -> AdminOutcome {
    var run = run(ctx, id)
    await run.send(.appeared)
    if let error = run.state.phase.error { return AdminPages.refused(ctx, error, title: ctx.t(.navProducts)) }
    return AdminProductView.page(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: Product.ID?, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, id)
    await run.send(.appeared)
    if let error = run.state.phase.error { return .show(AdminPages.refused(ctx, error, title: ctx.t(.navProducts))) }
    let picture = form["picture"] ?? ""
    switch form["do"] {
    case "save":
      await run.send([.formChanged(AdminProductFields.form(form.fields, over: run.state.form)), .saveTapped])
    case "archive": await run.send(.archiveTapped(true))
    case "unarchive": await run.send(.archiveTapped(false))
    case "upload": await run.send(.pictureChosen(form.files["file"]?.bytes ?? Data()))
    case "picture-up": await run.send(.pictureMoveTapped(picture, up: true))
    case "picture-down": await run.send(.pictureMoveTapped(picture, up: false))
    case "picture-delete": await run.send(.pictureDeleteTapped(picture))
    default: return .go(ctx.route)
    }
    if case .created(let created)? = run.routes.first { return .go(.product(created), flash: ctx.t(.productCreated)) }
    switch run.state.submission {
    case .done: return .go(.product(run.state.productID ?? id ?? Product.ID(UUID())), flash: ctx.t(.saved))
    case .failed, .idle, .sending:
      let refused = run.state.submission.error != nil || !run.state.problems.isEmpty
      return .show(AdminProductView.page(ctx, run.state, status: refused ? 422 : 200))
    }
  }

  private static func run(_ ctx: AdminContext, _ id: Product.ID?) -> Run {
    let dependencies = AdminProductScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    return Run(
      AdminProductScreen.State(productID: id), reduce: AdminProductScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await AdminProductScreen.perform($0, with: dependencies) })
  }
}

/// The product form's fields as posted (`name`, `category` the first category, `categories` the others kept,
/// `category_add` one more, `vat`, `quick_buy`, `v0_article`, `v0_price`, `v0_unit`,
/// `v0_plu`, `v0_pack_size`, `v0_price_per_kg`, `v0_properties` …), over
/// the form the page drew (which holds each variant as stored).
enum AdminProductFields {
  static let vatRates = ["20%", "10%", "0%", "без НДС"]
  /// The longest filter-value text a variant posts (about 50 lines of `code: value`).
  static let propertiesLimit = 2_000

  static func form(_ fields: FormData, over drawn: AdminProductForm) -> AdminProductForm {
    var form = drawn
    form.name = String((fields["name"] ?? drawn.name).prefix(200))
    // NB: unticked boxes post nothing, so the marker tells "none kept" from a form posted without the boxes.
    if fields["category"] != nil || fields["categories_posted"] != nil || fields["category_add"] != nil {
      let first = fields["category"].map(Category.ID.init(uuidString:)) ?? drawn.categoryIDs.first
      let others =
        fields["categories_posted"] != nil
        ? fields.values("categories").prefix(AdminProductForm.categoryLimit).compactMap(Category.ID.init(uuidString:))
        : Array(drawn.categoryIDs.dropFirst())
      form.chooseCategories(
        first: first, others: others, added: fields["category_add"].flatMap(Category.ID.init(uuidString:)))
    }
    form.vatRate = fields["vat"].flatMap { vatRates.contains($0) ? $0 : nil } ?? drawn.vatRate
    form.quickBuy = fields["quick_buy"] == "1"
    let count = min(drawn.variants.count + 1, 50)
    form.variants = (0..<count).map { index in
      var row = index < drawn.variants.count ? drawn.variants[index] : AdminProductForm.Variant()
      // NB: a field the form did not post keeps what was drawn (a script or a test may post only what changed).
      func text(_ name: String, _ limit: Int, _ drawn: String) -> String {
        String((fields["v\(index)_\(name)"] ?? drawn).prefix(limit))
      }
      row.article = text("article", 32, row.article)
      row.name = text("name", 100, row.name)
      row.price = text("price", 20, row.price)
      row.oldPrice = text("old_price", 20, row.oldPrice)
      row.barcode = text("barcode", 20, row.barcode)
      row.unit = fields["v\(index)_unit"].flatMap(SellingUnit.init(rawValue:)) ?? row.unit
      row.plu = text("plu", 20, row.plu)
      row.packSize = text("pack_size", 20, row.packSize)
      row.pricePerKilogram = text("price_per_kg", 20, row.pricePerKilogram)
      row.properties = text("properties", propertiesLimit, row.properties)
      return row
    }
    return form
  }
}
