import MeowlsAPI
import MeowlsKit

/// `/orders?page=N` (`OrdersScreen`): the customer's orders, newest first, each opening its order; pages 1…N are
/// shown, as a listing's "show more" does (the screen fetches the next page when the last rows appear).
enum OrdersPage {
  typealias Run = ScreenRun<OrdersScreen.State, OrdersScreen.Action, OrdersScreen.Effect, OrdersScreen.Route>

  static func run(_ ctx: PageContext, pages: Int) async -> Run {
    let dependencies = OrdersScreen.Dependencies.live(api: ctx.kit.api, navigate: { _ in })
    var run = Run(
      OrdersScreen.State(), reduce: OrdersScreen.reduce, cancellationID: OrdersScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await OrdersScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    var shown = 1
    while shown < pages, run.state.list.nextPage != nil, let last = run.state.orders.last {
      await run.send(.orderAppeared(last.id))
      shown += 1
    }
    return run
  }

  static func get(_ ctx: PageContext, pages: Int) async -> PageOutcome {
    guard ctx.signedIn else { return .redirect(.login) }
    return render(ctx, await run(ctx, pages: pages).state, pages: pages)
  }

  static func render(_ ctx: PageContext, _ state: OrdersScreen.State, pages: Int) -> PageOutcome {
    let content = el("section", .class("orders-page")) {
      el("h1") { ctx.t(.ordersTitle) }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .empty: ErrorBlock.empty(ctx, ctx.t(.ordersEmpty))
      default:
        el("ul", .class("orders")) {
          for order in state.orders { row(ctx, order) }
        }
        if state.list.nextPage != nil, pages < WebRoute.orderPageLimit {
          el("p", .class("more")) {
            el("a", .href(.orders(pages: pages + 1)), .class("button secondary")) { ctx.t(.listingShowMore) }
          }
        }
      }
    }
    return .page(title: ctx.t(.ordersTitle), description: ctx.t(.ordersTitle), content: content)
  }

  private static func row(_ ctx: PageContext, _ order: Order) -> HTML {
    el("li", .class("order-row")) {
      el("a", .href(.order(order.number)), .class("order-link")) {
        el("span", .class("order-head")) {
          el("strong") { ctx.t(.orderNumber, String(order.number.rawValue)) }
          el("span", .class("order-date")) { ctx.localizer.day(order.orderDate) }
        }
        el("span", .class(order.statusCode == .canceled ? "order-status canceled" : "order-status")) { order.status }
        el("span", .class("order-pictures")) {
          for preview in order.itemsPreviews.prefix(4) {
            ProductTile.picture(preview.image, alt: "", size: \.small, box: (48, 48))
          }
        }
        if let total = order.summaries.first(where: { $0.type == .total }) {
          el("span", .class("order-total")) { ctx.localizer.money(total.value) }
        }
      }
    }
  }
}
