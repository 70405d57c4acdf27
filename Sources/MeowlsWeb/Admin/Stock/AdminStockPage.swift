import MeowlsAPI
import MeowlsKit

/// `products/{id}/stock`: a product's stock (`AdminStockScreen`), every variant at every location, and the form
/// of a receipt of goods or a count at one location.
enum AdminStockPage {
  typealias Run = ScreenRun<AdminStockScreen.State, AdminStockScreen.Action, AdminStockScreen.Effect, Never>

  static func get(_ ctx: AdminContext, id: Product.ID) async -> AdminOutcome {
    var run = run(ctx, id)
    await run.send(.appeared)
    return await page(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: Product.ID, form: AdminSubmitted) async -> AdminPost {
    guard form["do"] == "record",
      let variant = form["variant"].flatMap(ProductVariant.ID.init(uuidString:))
    else { return .go(.stock(id)) }
    var run = run(ctx, id)
    let entry = AdminStockScreen.Entry(
      kind: form["kind"].flatMap(AdminStockScreen.Kind.init(rawValue:)) ?? .receipt, variant: variant,
      location: form["location"].flatMap(StockLevel.LocationID.init(uuidString:)),
      quantity: String((form["quantity"] ?? "").prefix(20)), note: String((form["note"] ?? "").prefix(200)))
    await run.send(.submitted(entry))
    if let change = run.state.lastChange, run.state.submission == .done {
      return .go(.stock(id), flash: ctx.t(.stockRecorded, String(change.quantity)))
    }
    if run.state.phase == .idle { await run.send(.appeared) }
    return .show(await page(ctx, run.state, status: 422))
  }

  private static func run(_ ctx: AdminContext, _ id: Product.ID) -> Run {
    let dependencies = AdminStockScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminStockScreen.State(productID: id), reduce: AdminStockScreen.reduce, route: { _ in nil },
      perform: { await AdminStockScreen.perform($0, with: dependencies) })
  }

  private static func page(_ ctx: AdminContext, _ state: AdminStockScreen.State, status: Int = 200) async
    -> AdminOutcome
  {
    let product = try? await ctx.api.send(.adminProduct(state.productID))
    let title = ctx.t(.stockTitle) + (product.map { " · " + $0.name } ?? "")
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: title) }
    let stock = state.phase.value
    let names = Dictionary(
      (product?.variants ?? []).compactMap { variant in variant.id.map { ($0, variant.name) } },
      uniquingKeysWith: { first, _ in first })
    let variants = stock?.variants ?? []
    let locations = (stock?.variants.first?.levels ?? []).map { ($0.locationID.uuidString, $0.name) }
    let content = el("section") {
      el("p", .class("crumbs")) {
        el("a", AdminLayout.href(ctx, .product(state.productID))) { "← " + (product?.name ?? ctx.t(.navProducts)) }
      }
      el("h1") { title }
      AdminForms.refusal(ctx, state.submission.error)
      AdminForms.post(ctx, action: "record", class: "card stack") {
        el("h2") { ctx.t(.stockFormTitle) }
        el("div", .class("grid two")) {
          AdminForms.select(
            "kind", label: ctx.t(.stockKind),
            options: [("receipt", ctx.t(.stockReceipt)), ("correction", ctx.t(.stockCorrection))], selected: "receipt")
          AdminForms.select(
            "variant", label: ctx.t(.variantsTitle),
            options: (stock?.variants ?? []).map {
              ($0.variantID.uuidString, (names[$0.variantID] ?? "") + " · " + $0.article.rawValue)
            }, selected: "")
          AdminForms.select("location", label: ctx.t(.stockWhere), options: locations, selected: "")
          AdminForms.field(
            "quantity", label: ctx.t(.stockUnits), value: "",
            error: state.quantityInvalid ? ctx.t(.stockUnitsInvalid) : nil,
            required: true, maxlength: 7, inputmode: "numeric")
          AdminForms.field("note", label: ctx.t(.stockNote), value: "", maxlength: 200)
        }
        el("div", .class("actions")) { AdminForms.button(ctx.t(.stockRecord), class: "button primary") }
      }
      el("table", .class("list")) {
        el("caption", .class("visually-hidden")) { ctx.t(.stockTitle) }
        el("thead") {
          el("tr") {
            el("th", Attribute("scope", "col")) { ctx.t(.stockWhere) }
            for variant in variants {
              el("th", .class("num"), Attribute("scope", "col")) {
                (names[variant.variantID] ?? "") + " · " + variant.article.rawValue
              }
            }
          }
        }
        el("tbody") {
          for level in variants.first?.levels ?? [] {
            el("tr") {
              el("th", Attribute("scope", "row")) { level.name }
              for variant in variants {
                el("td", .class("num")) {
                  variant.levels.first { $0.locationID == level.locationID }.map { String($0.quantity) } ?? "—"
                }
              }
            }
          }
        }
      }
    }
    return .page(title: title, content: content, status: status)
  }
}
