import MeowlsAPI
import MeowlsKit

/// `shops/new` and `shops/{id}`: a shop's form (`AdminShopScreen`: code, name, kind, city, address, coordinates,
/// place among the locations, phone, pick-up, the hours of each weekday) and, once it exists, its registers (add one, retire one). A field
/// typed wrong, or one the API refuses, gets its message under it.
enum AdminShopPage {
  typealias Run = ScreenRun<AdminShopScreen.State, AdminShopScreen.Action, AdminShopScreen.Effect, Never>

  static func get(_ ctx: AdminContext, id: Shop.ID?) async -> AdminOutcome {
    var run = run(ctx, id)
    await run.send(.appeared)
    return draw(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: Shop.ID?, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, id)
    await run.send(.appeared)
    guard run.state.phase.error == nil else { return .show(draw(ctx, run.state)) }
    switch form["do"] {
    case "save": await run.send([.formChanged(fields(form, over: run.state.form, kind: id == nil)), .saveTapped])
    case "add_register": await run.send(.addRegisterTapped(String((form["register_name"] ?? "").prefix(60))))
    case "retire":
      guard let register = form["register"].flatMap(Register.ID.init(uuidString:)) else { return .go(ctx.route) }
      await run.send(.retireTapped(register))
    default: return .go(ctx.route)
    }
    if run.state.submission == .done, let shop = run.state.shopID { return .go(.shop(shop), flash: ctx.t(.saved)) }
    let refused = run.state.submission.error != nil || !run.state.problems.isEmpty
    return .show(draw(ctx, run.state, status: refused ? 422 : 200))
  }

  private static func run(_ ctx: AdminContext, _ id: Shop.ID?) -> Run {
    let dependencies = AdminShopScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminShopScreen.State(shopID: id), reduce: AdminShopScreen.reduce, route: { _ in nil },
      perform: { await AdminShopScreen.perform($0, with: dependencies) })
  }

  /// The form as posted over the one drawn (a field not posted keeps what was drawn; the checkbox is off unless
  /// posted; the kind only on a new shop, an edit cannot change it).
  private static func fields(_ form: AdminSubmitted, over drawn: AdminShopForm, kind: Bool) -> AdminShopForm {
    func text(_ name: String, _ limit: Int, _ drawn: String) -> String { String((form[name] ?? drawn).prefix(limit)) }
    var hours: [Weekday: AdminShopForm.Hours] = [:]
    for day in AdminShopForm.week {
      let opens = text("opens_" + day.rawValue, 10, drawn.hours[day]?.opens ?? "")
      let closes = text("closes_" + day.rawValue, 10, drawn.hours[day]?.closes ?? "")
      if !opens.isEmpty || !closes.isEmpty { hours[day] = AdminShopForm.Hours(opens: opens, closes: closes) }
    }
    return AdminShopForm(
      address: text("address", 200, drawn.address),
      cityID: form["city"].map { City.ID(uuidString: $0) } ?? drawn.cityID, code: text("code", 40, drawn.code),
      hours: hours,
      kind: kind ? form["kind"].flatMap(StockLocationKind.init(rawValue:)) ?? drawn.kind : drawn.kind,
      latitude: text("latitude", 30, drawn.latitude), longitude: text("longitude", 30, drawn.longitude),
      name: text("name", 100, drawn.name), phone: text("phone", 30, drawn.phone), pickup: form["pickup"] == "1",
      position: text("position", 10, drawn.position))
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminShopScreen.State, status: Int = 200) -> AdminOutcome {
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: ctx.t(.navShops)) }
    let shop = state.phase.value
    let title = shop?.name ?? ctx.t(.shopNew)
    let content = el("section") {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .shops)) { "← " + ctx.t(.navShops) } }
      el("div", .class("heading")) {
        el("h1") { title }
        if let shop {
          el("span", .class(shop.closed ? "badge muted" : "badge")) {
            shop.closed ? ctx.t(.shopClosed) : ctx.t(.shopOpen)
          }
        }
      }
      if state.refusedField == nil { AdminForms.refusal(ctx, state.submission.error) }
      if ctx.isAdmin {
        AdminShopView.form(ctx, state)
      } else if let shop {
        AdminShopView.facts(ctx, shop, city: state.cities.first { $0.id == shop.cityID }?.name)
      }
      if let shop { AdminShopView.registers(ctx, shop: shop, state.registers) }
    }
    return .page(title: title, content: content, status: status)
  }
}
