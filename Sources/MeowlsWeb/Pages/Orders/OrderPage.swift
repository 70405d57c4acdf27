import MeowlsAPI
import MeowlsKit

/// `/orders/{number}` (`OrderScreen`): the lines, delivery, recipient, payment and summaries; "cancel" (asked on
/// `/orders/{number}/cancel` first) while the order is cancelable, "repeat" when allowed, which puts its lines back
/// in the cart and goes there with the lines the stock could not cover.
enum OrderPage {
  typealias Run = ScreenRun<OrderScreen.State, OrderScreen.Action, OrderScreen.Effect, OrderScreen.Route>

  static func run(_ ctx: PageContext, _ number: OrderNumber) async -> Run {
    let dependencies = OrderScreen.Dependencies.live(api: ctx.kit.api, cart: ctx.kit.cart, navigate: { _ in })
    var run = Run(
      OrderScreen.State(number: number), reduce: OrderScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await OrderScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    return run
  }

  static func get(_ ctx: PageContext, _ number: OrderNumber, confirmingCancel: Bool = false) async -> PageOutcome {
    guard ctx.signedIn else { return .redirect(.login) }
    var run = await run(ctx, number)
    if confirmingCancel { await run.send(.cancelTapped) }
    return render(ctx, run.state)
  }

  static func post(_ ctx: PageContext, _ number: OrderNumber, form: FormData) async -> PostOutcome {
    guard ctx.signedIn else { return .go(.login) }
    var run = await run(ctx, number)
    switch form["do"] {
    case "cancel": await run.send([.cancelTapped, .cancelConfirmed])
    case "repeat": await run.send(.repeatTapped)
    default: return .back(nil)
    }
    switch run.state.alert {
    case .failed(let error): return .go(.order(number), flash: ctx.localizer.message(for: error))
    case .repeated(let lines):
      // NB: the cart then says what the stock could not cover, line by line, named as the order names them.
      let cut = lines.map { entry in
        let name = run.state.order?.items.first { $0.article == entry.article }?.productName ?? entry.article.rawValue
        return ctx.t(.cartMergeLine, name, String(entry.requested), String(entry.applied)) + "."
      }
      let message = [ctx.t(.orderRepeated)] + (cut.isEmpty ? [] : [ctx.t(.cartMergeChanged)] + cut)
      return .go(.cart, flash: message.joined(separator: " "))
    case nil: return .go(.order(number))
    }
  }

  static func render(_ ctx: PageContext, _ state: OrderScreen.State, placed: Bool = false) -> PageOutcome {
    let title = ctx.t(.orderNumber, String(state.number.rawValue))
    let content = el("section", .class("order-page")) {
      el("p", .class("crumbs")) { el("a", .href(.orders())) { ctx.t(.ordersTitle) } }
      el("h1") { placed ? ctx.t(.ordersPlaced, String(state.number.rawValue)) : title }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .idle, .loading: ErrorBlock.failed(ctx, .transport(.timedOut))
      case .loaded(let order):
        if placed { el("p", .class("placed-note")) { ctx.t(.checkoutPlacedMessage) } }
        if state.isConfirmingCancel { confirmation(ctx, order) }
        detail(ctx, order)
        if !placed && !state.isConfirmingCancel { actions(ctx, order) }
      }
    }
    return .page(title: title, description: title, content: content)
  }

  private static func confirmation(_ ctx: PageContext, _ order: OrderDetail) -> HTML {
    el("div", .class("confirm"), Attribute("role", "alertdialog"), Attribute("aria-labelledby", "confirm-title")) {
      el("p", Attribute("id", "confirm-title")) { ctx.t(.ordersCancelConfirm) }
      el("div", .class("product-actions")) {
        Forms.post(ctx, action: "cancel", to: .order(order.number)) {
          Forms.button(ctx.t(.orderCancelYes), class: "button danger")
        }
        el("a", .href(.order(order.number)), .class("button secondary")) { ctx.t(.orderCancelKeep) }
      }
    }
  }

  private static func actions(_ ctx: PageContext, _ order: OrderDetail) -> HTML {
    el("div", .class("product-actions")) {
      if order.repeatAllowed {
        Forms.post(ctx, action: "repeat", to: .order(order.number)) {
          Forms.button(ctx.t(.orderRepeat), class: "button")
        }
      }
      if order.cancelable {
        el("a", .href(.orderCancel(order.number)), .class("button secondary")) { ctx.t(.orderCancel) }
      }
    }
  }

  /// The order's facts, lines and summaries (also under the confirmation of a new order).
  static func detail(_ ctx: PageContext, _ order: OrderDetail) -> HTML {
    el("div", .class("order-detail")) {
      el("dl", .class("facts")) {
        fact(ctx.t(.orderStatus), order.status + (order.paid ? " · " + ctx.t(.orderPaid) : ""))
        fact(ctx.t(.orderDate), ctx.localizer.day(order.orderDate))
        fact(ctx.t(.orderDelivery), delivery(ctx, order.delivery))
        fact(ctx.t(.orderRecipient), recipient(order.client))
        fact(ctx.t(.orderPayment), ctx.t(order.paymentType == .card ? .orderPaymentCard : .orderPaymentCash))
        if let comment = order.comment, !comment.isEmpty { fact(ctx.t(.orderComment), comment) }
      }
      el("h2") { ctx.t(.orderItems) }
      el("ul", .class("lines")) {
        for item in order.items {
          el("li", .class("line")) {
            el("a", .href(.product(item.productID)), .class("line-picture")) {
              ProductTile.picture(item.image, alt: item.productName, size: \.small)
            }
            el("div", .class("line-info")) {
              el("a", .href(.product(item.productID)), .class("line-name")) { item.productName }
              el("p", .class("line-variant")) {
                [item.variantName, "× \(item.count)"].filter { !$0.isEmpty }.joined(separator: " ")
              }
              ProductTile.price(ctx, item.amount)
            }
          }
        }
      }
      el("dl", .class("summaries")) {
        for summary in order.summaries {
          el("div", .class(summary.type == .total ? "summary-line total" : "summary-line")) {
            el("dt") { summary.name }
            el("dd") { ctx.localizer.money(summary.value) }
          }
        }
      }
    }
  }

  private static func delivery(_ ctx: PageContext, _ delivery: OrderDelivery) -> String {
    switch delivery.type {
    case .selfPickup:
      let point = delivery.pickupPoint.map { $0.name + ", " + $0.address } ?? ""
      return ctx.t(.orderPickup, point)
    case .courier:
      let address = delivery.address.map { address in
        address.formatted
          ?? [address.street, address.house, address.flat].compactMap { $0 }.filter { !$0.isEmpty }.joined(
            separator: ", ")
      }
      let when = [
        delivery.deliveryDate.map { ctx.localizer.day($0.calendarDate) },
        delivery.deliveryTimeInterval.map(ctx.localizer.interval),
      ].compactMap { $0 }.joined(separator: " ")
      return ctx.t(.orderCourier, [address ?? "", when].filter { !$0.isEmpty }.joined(separator: ", "))
    }
  }

  private static func recipient(_ client: OrderClient) -> String {
    let name = [client.surname, client.name, client.patronymic].compactMap { $0 }.joined(separator: " ")
    return [name, client.phone, client.email ?? ""].filter { !$0.isEmpty }.joined(separator: ", ")
  }

  private static func fact(_ label: String, _ value: String) -> HTML {
    el("div", .class("summary-line")) {
      el("dt") { label }
      el("dd") { value }
    }
  }
}
