import MeowlsAPI
import MeowlsKit

/// `orders?number&phone&from&to&status&page`: the orders (`AdminOrdersScreen`), newest first, with the search
/// form and the pages.
enum AdminOrdersPage {
  typealias Run = ScreenRun<AdminOrdersScreen.State, AdminOrdersScreen.Action, AdminOrdersScreen.Effect, Never>

  static func get(_ ctx: AdminContext, search: AdminOrdersScreen.Search, page: Int) async -> AdminOutcome {
    let dependencies = AdminOrdersScreen.Dependencies.live(api: ctx.api)
    var run = Run(
      AdminOrdersScreen.State(), reduce: AdminOrdersScreen.reduce, route: { _ in nil },
      perform: { await AdminOrdersScreen.perform($0, with: dependencies) })
    await run.send(.searchSubmitted(search))
    if page > 1, !run.state.searchInvalid { await run.send(.pageTapped(page)) }
    return draw(ctx, run.state)
  }

  static func status(_ ctx: AdminContext, _ status: OrderStatusCode) -> String {
    switch status {
    case .canceled: ctx.t(.posStatusCanceled)
    case .completed: ctx.t(.posStatusCompleted)
    case .inProgress: ctx.t(.posStatusInProgress)
    case .readyForPickup: ctx.t(.posStatusReady)
    }
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminOrdersScreen.State) -> AdminOutcome {
    let title = ctx.t(.navOrders)
    let search = state.search
    let content = el("section") {
      el("h1") { title }
      AdminForms.search(ctx, .orders(AdminOrdersScreen.Search(), page: 1)) {
        AdminForms.field(
          "number", label: ctx.t(.ordersNumber), value: search.number, maxlength: 12, inputmode: "numeric")
        AdminForms.field("phone", label: ctx.t(.ordersPhone), value: search.phone, type: "tel", maxlength: 40)
        AdminForms.field("from", label: ctx.t(.ordersFrom), value: search.from, type: "date", maxlength: 10)
        AdminForms.field("to", label: ctx.t(.ordersTo), value: search.to, type: "date", maxlength: 10)
        AdminForms.select(
          "status", label: ctx.t(.ordersStatus),
          options: [("", ctx.t(.ordersAnyStatus))] + OrderStatusCode.allCases.map { ($0.rawValue, status(ctx, $0)) },
          selected: search.status?.rawValue ?? "")
        AdminForms.button(ctx.t(.productsFind), class: "button primary")
      }
      if state.searchInvalid {
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.t(.ordersSearchInvalid) }
      }
      switch state.phase {
      case .idle: HTML.empty
      case .loading: el("p") { ctx.t(.loading) }
      case .failed(let error): AdminForms.refusal(ctx, error)
      case .loaded(let page) where page.results.isEmpty: el("p", .class("empty")) { ctx.t(.ordersNone) }
      case .loaded(let page):
        el("table", .class("list")) {
          el("caption", .class("visually-hidden")) { title }
          el("thead") {
            el("tr") {
              for label in [
                ctx.t(.ordersNumber), ctx.t(.ordersDate), ctx.t(.ordersCustomer), ctx.t(.ordersStatus),
                ctx.t(.ordersPaid),
              ] {
                el("th", Attribute("scope", "col")) { label }
              }
              el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.ordersTotal) }
            }
          }
          el("tbody") {
            for order in page.results {
              el("tr") {
                el("td") { el("a", AdminLayout.href(ctx, .order(order.id))) { "№ \(order.number.rawValue)" } }
                el("td") { ctx.time(order.createdAt) }
                el("td") { [order.customer.name, order.customer.phone].compactMap { $0 }.joined(separator: " · ") }
                el("td") { status(ctx, order.statusCode) }
                el("td") { order.paid ? ctx.t(.yes) : ctx.t(.no) }
                el("td", .class("num")) { ctx.money(order.total) }
              }
            }
          }
        }
        AdminForms.pager(ctx, ctx.route, page: state.page, count: state.pageCount)
      }
    }
    return .page(title: title, content: content)
  }
}
