import MeowlsAPI
import MeowlsKit

/// `main-page`: the main page's banners in their order (`AdminMainPageScreen`), each child under its parent, with a
/// place up or down, hide or show, edit and delete; then the sales in their order, moved and deleted.
enum AdminMainPagePage {
  typealias Run = ScreenRun<AdminMainPageScreen.State, AdminMainPageScreen.Action, AdminMainPageScreen.Effect, Never>

  static func get(_ ctx: AdminContext) async -> AdminOutcome {
    var run = run(ctx)
    await run.send(.appeared)
    return page(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx)
    await run.send(.appeared)
    let banner = form["banner"].flatMap(Banner.ID.init(uuidString:))
    let sale = form["sale"].flatMap(Sale.ID.init(uuidString:))
    switch (form["do"], banner, sale) {
    case ("banner-up", let id?, _): await run.send(.bannerMoveTapped(id, up: true))
    case ("banner-down", let id?, _): await run.send(.bannerMoveTapped(id, up: false))
    case ("hide", let id?, _): await run.send(.hiddenTapped(id, true))
    case ("show", let id?, _): await run.send(.hiddenTapped(id, false))
    case ("banner-delete", let id?, _): await run.send(.bannerDeleteTapped(id))
    case ("sale-up", _, let id?): await run.send(.saleMoveTapped(id, up: true))
    case ("sale-down", _, let id?): await run.send(.saleMoveTapped(id, up: false))
    case ("sale-delete", _, let id?): await run.send(.saleDeleteTapped(id))
    default: return .go(.mainPage)
    }
    if run.state.submission == .done { return .go(.mainPage, flash: ctx.t(.saved)) }
    return .show(page(ctx, run.state, status: run.state.submission.error == nil ? 200 : 422))
  }

  private static func run(_ ctx: AdminContext) -> Run {
    let dependencies = AdminMainPageScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminMainPageScreen.State(), reduce: AdminMainPageScreen.reduce, route: { _ in nil },
      perform: { await AdminMainPageScreen.perform($0, with: dependencies) })
  }

  private static func page(_ ctx: AdminContext, _ state: AdminMainPageScreen.State, status: Int = 200)
    -> AdminOutcome
  {
    let title = ctx.t(.navMainPage)
    if let error = state.banners.error ?? state.sales.error { return AdminPages.refused(ctx, error, title: title) }
    let content = el("section", .class("main-page")) {
      el("h1") { title }
      el("p", .class("hint")) { ctx.t(.mainPageHint) }
      AdminForms.refusal(ctx, state.submission.error)
      el("div", .class("heading")) {
        el("h2", Attribute("id", "banners")) { ctx.t(.bannersTitle) }
        el("a", AdminLayout.href(ctx, .newBanner(parent: nil)), .class("button primary")) { ctx.t(.bannerNew) }
      }
      AdminBannerRows.table(ctx, state)
      el("div", .class("heading")) {
        el("h2", Attribute("id", "sales")) { ctx.t(.saleListTitle) }
        el("a", AdminLayout.href(ctx, .newSale), .class("button primary")) { ctx.t(.saleNew) }
      }
      sales(ctx, (state.sales.value ?? []).sorted { $0.position < $1.position })
    }
    return .page(title: title, content: content, status: status)
  }

  private static func sales(_ ctx: AdminContext, _ sales: [AdminSale]) -> HTML {
    guard !sales.isEmpty else { return el("p", .class("empty")) { ctx.t(.saleListNone) } }
    return el("table", .class("list sales")) {
      el("caption", .class("visually-hidden")) { ctx.t(.saleListTitle) }
      el("thead") {
        el("tr") {
          for label in [ctx.t(.saleTitle), ctx.t(.saleCode), ctx.t(.saleWindow), ctx.t(.saleType)] {
            el("th", Attribute("scope", "col")) { label }
          }
          el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.saleProducts) }
          el("th", Attribute("scope", "col")) { ctx.t(.categoryActions) }
        }
      }
      el("tbody") {
        for (index, sale) in sales.enumerated() {
          let fields = [("sale", sale.id.uuidString)]
          el("tr") {
            el("td") { el("a", AdminLayout.href(ctx, .sale(sale.id))) { sale.title } }
            el("td") { el("code") { sale.code } }
            el("td") { sale.startDate.string + " — " + sale.endDate.string }
            el("td") { sale.saleType == .online ? ctx.t(.saleOnline) : ctx.t(.saleOffline) }
            el("td", .class("num")) { String(sale.productIDs.count) }
            el("td", .class("row-actions")) {
              AdminForms.post(ctx, action: "sale-up", fields: fields) {
                AdminForms.button(
                  "↑", class: "button small", disabled: index == 0, ariaLabel: ctx.t(.saleUp, sale.title))
              }
              AdminForms.post(ctx, action: "sale-down", fields: fields) {
                AdminForms.button(
                  "↓", class: "button small", disabled: index == sales.count - 1,
                  ariaLabel: ctx.t(.saleDown, sale.title))
              }
              AdminForms.post(ctx, action: "sale-delete", fields: fields, confirm: ctx.t(.saleDeleteConfirm)) {
                AdminForms.button(
                  ctx.t(.delete), class: "button small danger", ariaLabel: ctx.t(.saleDeleteLabel, sale.title))
              }
            }
          }
        }
      }
    }
  }
}
