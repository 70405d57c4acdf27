import MeowlsAPI
import MeowlsKit

/// `orders/{id}`: one order (`AdminOrderScreen`): its customer, lines, totals, payment, refunds and history; the
/// status moves the lifecycle allows, and a refund of a paid order (an amount, or all that is left).
enum AdminOrderPage {
  typealias Run = ScreenRun<AdminOrderScreen.State, AdminOrderScreen.Action, AdminOrderScreen.Effect, Never>

  static func get(_ ctx: AdminContext, id: Order.ID) async -> AdminOutcome {
    var run = run(ctx, id)
    await run.send(.appeared)
    return page(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: Order.ID, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, id)
    switch form["do"] {
    case "status":
      guard let status = form["status"].flatMap(OrderStatusCode.init(rawValue:)) else { return .go(.order(id)) }
      await run.send(.statusSubmitted(status))
    case "refund":
      await run.send(
        .refundSubmitted(
          amount: String((form["amount"] ?? "").prefix(20)), reason: String((form["reason"] ?? "").prefix(200))))
    default: return .go(.order(id))
    }
    if run.state.submission == .done { return .go(.order(id), flash: ctx.t(.saved)) }
    if run.state.phase.value == nil { await run.send(.appeared) }
    return .show(page(ctx, run.state, status: 422))
  }

  private static func run(_ ctx: AdminContext, _ id: Order.ID) -> Run {
    let dependencies = AdminOrderScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminOrderScreen.State(orderID: id), reduce: AdminOrderScreen.reduce, route: { _ in nil },
      perform: { await AdminOrderScreen.perform($0, with: dependencies) })
  }

  private static func page(_ ctx: AdminContext, _ state: AdminOrderScreen.State, status: Int = 200) -> AdminOutcome {
    guard let detail = state.phase.value else {
      return AdminPages.refused(ctx, state.phase.error ?? .notSignedIn, title: ctx.t(.navOrders))
    }
    let order = detail.order
    let title = ctx.t(.orderTitle, String(order.number.rawValue))
    let content = el("section", .class("order")) {
      el("p", .class("crumbs")) {
        el("a", AdminLayout.href(ctx, .orders(AdminOrdersScreen.Search(), page: 1))) { "← " + ctx.t(.navOrders) }
      }
      el("div", .class("heading")) {
        el("h1") { title }
        el("span", .class("badge")) { AdminOrdersPage.status(ctx, order.statusCode) }
      }
      AdminForms.refusal(ctx, state.submission.error)
      el("div", .class("grid two")) {
        el("div", .class("card")) {
          el("h2") { ctx.t(.ordersCustomer) }
          el("p") { [order.customer.name, order.customer.phone].compactMap { $0 }.joined(separator: " · ") }
          el("p") { ctx.t(.ordersDate) + ": " + ctx.time(order.createdAt) }
          if let comment = detail.comment, !comment.isEmpty { el("p", .class("hint")) { comment } }
        }
        el("div", .class("card")) {
          el("h2") { ctx.t(.orderPayment) }
          el("p") { (order.paid ? ctx.t(.ordersPaid) + ": " + ctx.t(.yes) : ctx.t(.ordersPaid) + ": " + ctx.t(.no)) }
          el("p") { ctx.t(.ordersTotal) + ": " + ctx.money(order.total) }
          if order.refunded > .zero { el("p") { ctx.t(.orderRefunded) + ": " + ctx.money(order.refunded) } }
        }
      }
      el("table", .class("list")) {
        el("caption") { ctx.t(.orderLines) }
        el("thead") {
          el("tr") {
            el("th", Attribute("scope", "col")) { ctx.t(.productName) }
            el("th", Attribute("scope", "col")) { ctx.t(.productArticle) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.orderCount) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.productPrice) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.ordersTotal) }
          }
        }
        el("tbody") {
          for line in detail.lines {
            el("tr") {
              el("td") { line.productName + (line.variantName.isEmpty ? "" : " · " + line.variantName) }
              el("td") { el("code") { line.article.rawValue } }
              el("td", .class("num")) { String(line.count) }
              el("td", .class("num")) { ctx.money(line.price) }
              el("td", .class("num")) { ctx.money(line.amount) }
            }
          }
          for summary in detail.summaries {
            el("tr", .class("summary")) {
              el("th", Attribute("scope", "row"), Attribute("colspan", "4")) { summary.name }
              el("td", .class("num")) { ctx.money(summary.value) }
            }
          }
        }
      }
      el("div", .class("grid two")) {
        AdminForms.post(ctx, action: "status", class: "card stack") {
          el("h2") { ctx.t(.orderChangeStatus) }
          AdminForms.select(
            "status", label: ctx.t(.ordersStatus),
            options: OrderStatusCode.allCases.filter { $0 != order.statusCode && $0 != .inProgress }.map {
              ($0.rawValue, AdminOrdersPage.status(ctx, $0))
            }, selected: "")
          AdminForms.button(ctx.t(.orderChangeStatus), class: "button")
        }
        AdminForms.post(ctx, action: "refund", class: "card stack", confirm: ctx.t(.orderRefundConfirm)) {
          el("h2") { ctx.t(.orderRefund) }
          AdminForms.field(
            "amount", label: ctx.t(.orderRefundAmount), value: "",
            error: state.refundAmountInvalid ? ctx.t(.productPriceInvalid) : nil, maxlength: 20, inputmode: "decimal",
            hint: ctx.t(.orderRefundAmountHint))
          AdminForms.field("reason", label: ctx.t(.orderRefundReason), value: "", required: true, maxlength: 200)
          AdminForms.button(ctx.t(.orderRefund), class: "button")
        }
      }
      if !detail.refunds.isEmpty {
        el("h2") { ctx.t(.orderRefunds) }
        el("ul", .class("changes")) {
          for refund in detail.refunds {
            el("li") { ctx.time(refund.createdAt) + " · " + ctx.money(refund.amount) + " · " + refund.reason }
          }
        }
      }
      if !detail.history.isEmpty {
        el("h2") { ctx.t(.navAudit) }
        AdminAuditPage.entries(ctx, detail.history)
      }
    }
    return .page(title: title, content: content, status: status)
  }
}
