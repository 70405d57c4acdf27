import MeowlsAPI
import MeowlsKit

/// `shops`: the shops and warehouses (`AdminShopsScreen`), each with its city, kind, open or closed and pick-up;
/// an admin closes one or opens it again from its row, and opens one for its form and registers.
enum AdminShopsPage {
  typealias Run = ScreenRun<AdminShopsScreen.State, AdminShopsScreen.Action, AdminShopsScreen.Effect, Never>

  static func get(_ ctx: AdminContext) async -> AdminOutcome {
    var run = run(ctx)
    await run.send(.appeared)
    return draw(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx)
    await run.send(.appeared)
    guard let id = form["shop"].flatMap(Shop.ID.init(uuidString:)) else { return .go(.shops) }
    switch form["do"] {
    case "close": await run.send(.closeTapped(id, true))
    case "reopen": await run.send(.closeTapped(id, false))
    default: return .go(.shops)
    }
    if run.state.submission == .done { return .go(.shops, flash: ctx.t(.saved)) }
    return .show(draw(ctx, run.state, status: run.state.submission.error == nil ? 200 : 422))
  }

  private static func run(_ ctx: AdminContext) -> Run {
    let dependencies = AdminShopsScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminShopsScreen.State(), reduce: AdminShopsScreen.reduce, route: { _ in nil },
      perform: { await AdminShopsScreen.perform($0, with: dependencies) })
  }

  static func kind(_ ctx: AdminContext, _ kind: StockLocationKind) -> String {
    switch kind {
    case .shop: ctx.t(.kindShop)
    case .warehouse: ctx.t(.kindWarehouse)
    }
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminShopsScreen.State, status: Int = 200) -> AdminOutcome {
    let title = ctx.t(.navShops)
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: title) }
    let shops = state.phase.value ?? []
    let content = el("section") {
      el("div", .class("heading")) {
        el("h1") { title }
        if ctx.isAdmin { el("a", AdminLayout.href(ctx, .newShop), .class("button primary")) { ctx.t(.shopNew) } }
      }
      el("p", .class("hint")) { ctx.t(.shopsHint) }
      AdminForms.refusal(ctx, state.submission.error)
      if shops.isEmpty {
        el("p", .class("empty")) { ctx.t(.shopsNone) }
      } else {
        table(ctx, state, shops)
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func table(_ ctx: AdminContext, _ state: AdminShopsScreen.State, _ shops: [AdminShop]) -> HTML {
    el("table", .class("list")) {
      el("caption", .class("visually-hidden")) { ctx.t(.navShops) }
      el("thead") {
        el("tr") {
          for label in [
            ctx.t(.shopName), ctx.t(.shopCode), ctx.t(.shopCity), ctx.t(.shopKind), ctx.t(.shopState),
            ctx.t(.shopPickup),
          ] {
            el("th", Attribute("scope", "col")) { label }
          }
          if ctx.isAdmin {
            el("th", Attribute("scope", "col")) { el("span", .class("visually-hidden")) { ctx.t(.categoryActions) } }
          }
        }
      }
      el("tbody") {
        for shop in shops {
          el("tr", .class(shop.closed ? "archived" : "")) {
            el("td") { el("a", AdminLayout.href(ctx, .shop(shop.id))) { shop.name } }
            el("td") { el("code") { shop.code } }
            el("td") { state.cityName(shop.cityID) }
            el("td") { kind(ctx, shop.kind) }
            el("td") {
              el("span", .class(shop.closed ? "badge muted" : "badge")) {
                shop.closed ? ctx.t(.shopClosed) : ctx.t(.shopOpen)
              }
            }
            el("td") { shop.pickup ? ctx.t(.yes) : ctx.t(.no) }
            if ctx.isAdmin { el("td", .class("row-actions")) { closeButton(ctx, shop) } }
          }
        }
      }
    }
  }

  private static func closeButton(_ ctx: AdminContext, _ shop: AdminShop) -> HTML {
    AdminForms.post(
      ctx, action: shop.closed ? "reopen" : "close", fields: [("shop", shop.id.uuidString)], to: .shops,
      confirm: shop.closed ? nil : ctx.t(.shopCloseConfirm, shop.name)
    ) {
      AdminForms.button(
        shop.closed ? ctx.t(.shopReopen) : ctx.t(.shopClose), class: "button small",
        ariaLabel: shop.closed ? ctx.t(.shopReopenLabel, shop.name) : ctx.t(.shopCloseLabel, shop.name))
    }
  }
}
