import MeowlsAPI
import MeowlsKit

/// `pickups`: the shop's click-and-collect orders (`POSPickupsScreen`), oldest first, by status: an order in
/// progress is made ready; a ready one is handed over after the number the customer gives and their phone, taking
/// cash or card here when it is unpaid.
enum POSPickupsPage {
  typealias Run = ScreenRun<
    POSPickupsScreen.State, POSPickupsScreen.Action, POSPickupsScreen.Effect, POSPickupsScreen.Route
  >

  static func get(_ ctx: POSContext) async -> POSOutcome {
    var run = run(ctx)
    if run.state.selected == nil { await run.send(.viewAppeared) }
    ctx.desk.keep(run.state)
    return page(ctx, run.state)
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    var run = run(ctx)
    let number = Int(form["order"] ?? "").map { OrderNumber(rawValue: $0) }
    switch form["do"] {
    case "filter":
      await run.send(.filterChosen(form["status"].flatMap(OrderStatusCode.init(rawValue:))))
    case "select":
      if let number { await run.send(.orderTapped(number)) }
    case "close": await run.send(.orderDismissed)
    case "ready": await run.send(.markReadyTapped)
    case "handOver":
      await run.send(.paymentTypeChosen(form["payment"] == "card" ? .card : .cash))
      await run.send(.handOverNumberChanged(String((form["number"] ?? "").prefix(12))))
      await run.send(.handOverPhoneChanged(String((form["phone"] ?? "").prefix(40))))
      await run.send(.handOverReceivedChanged(POSForms.typed(form, "received", limit: 20)))
      if !POSForms.isKeypad(form) { await run.send(.handOverTapped) }
    case "more":
      if let last = run.state.list.items.last { await run.send(.orderAppeared(last.number)) }
    case "retry": await run.send(.retryTapped)
    case "dismiss": await run.send(.alertDismissed)
    case "shift": await run.send(.openShiftTapped)
    default: return .back(nil)
    }
    ctx.desk.keep(run.state)
    if run.routes.contains(.shift) { return .go(.shift) }
    return .back(nil)
  }

  private static func run(_ ctx: POSContext) -> Run {
    let dependencies = POSPickupsScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    return Run(
      ctx.desk.state(POSPickupsScreen.State.self) ?? POSPickupsScreen.State(register: ctx.register?.id),
      reduce: POSPickupsScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await POSPickupsScreen.perform($0, with: dependencies) })
  }

  static func page(_ ctx: POSContext, _ state: POSPickupsScreen.State) -> POSOutcome {
    let content = el("section", .class("pickups")) {
      el("h1") { ctx.t(.posTabPickups) }
      POSAlert.show(ctx, state.alert)
      if state.alert?.code == .shiftNotOpen {
        POSForms.post(ctx, action: "shift") { POSForms.button(ctx.t(.posShiftOpen), class: "button") }
      }
      if let done = state.handedOver {
        el("p", .class("notice"), Attribute("role", "status")) {
          ctx.t(.posPickupHandedOver, String(done.number.rawValue))
          if let receipt = done.receiptNumber {
            " "
            el("a", POSLayout.href(ctx, .printReceipt(receipt))) { ctx.t(.posPrintReceipt) }
          }
        }
      }
      el("div", .class("row filters")) {
        for (status, label) in filters(ctx) {
          POSForms.post(ctx, action: "filter", fields: status.map { [("status", $0.rawValue)] } ?? []) {
            POSForms.button(label, class: state.filter == status ? "button primary small" : "button small")
          }
        }
      }
      el("div", .class("sale-grid")) {
        el("div") {
          POSList.state(ctx, state.list, empty: ctx.t(.posPickupsEmpty)) {
            el("ul", .class("orders")) {
              for order in state.list.items {
                el("li") {
                  POSForms.post(ctx, action: "select", fields: [("order", String(order.number.rawValue))]) {
                    el(
                      "button", Attribute("type", "submit"),
                      .class(order.number == state.selected ? "result selected" : "result"),
                      Attribute("aria-pressed", order.number == state.selected ? "true" : "false")
                    ) {
                      el("span") {
                        "№ " + String(order.number.rawValue) + " · " + (order.customer.name ?? order.customer.phone)
                      }
                      el("span", .class("status")) { status(ctx, order.statusCode) }
                      el("span", .class("num")) { ctx.money(order.total) }
                    }
                  }
                }
              }
            }
          }
        }
        if let order = state.selectedOrder { POSPickupView.detail(ctx, state, order) }
      }
    }
    return .page(title: ctx.t(.posTabPickups), content: content)
  }

  private static func filters(_ ctx: POSContext) -> [(OrderStatusCode?, String)] {
    [
      (nil, ctx.t(.posPickupsAll)), (.inProgress, status(ctx, .inProgress)),
      (.readyForPickup, status(ctx, .readyForPickup)),
    ]
  }

  static func status(_ ctx: POSContext, _ code: OrderStatusCode) -> String {
    switch code {
    case .canceled: ctx.t(.posStatusCanceled)
    case .completed: ctx.t(.posStatusCompleted)
    case .inProgress: ctx.t(.posStatusInProgress)
    case .readyForPickup: ctx.t(.posStatusReady)
    }
  }
}

/// The order picked: its lines, "ready", or the hand-over form.
enum POSPickupView {
  static func detail(_ ctx: POSContext, _ state: POSPickupsScreen.State, _ order: PickupOrder) -> HTML {
    el("aside", .class("pos-card"), Attribute("aria-label", ctx.t(.posPickupOrder, String(order.number.rawValue)))) {
      el("h2") { ctx.t(.posPickupOrder, String(order.number.rawValue)) }
      el("p", .class("lead")) {
        (order.customer.name ?? "") + " " + order.customer.phone + " · "
          + (order.paid ? ctx.t(.posPickupPaid) : ctx.t(.posPickupUnpaid))
      }
      el("ul") { for line in order.lines { el("li") { line.name + " × " + String(line.count) } } }
      el("p", .class("total")) { ctx.money(order.total) }
      switch order.statusCode {
      case .inProgress:
        POSForms.post(ctx, action: "ready") {
          POSForms.button(ctx.t(.posPickupMarkReady), class: "button big primary", disabled: state.operation != nil)
        }
      case .readyForPickup:
        POSForms.post(ctx, action: "handOver", class: "form") {
          POSForms.field(
            "number", label: ctx.t(.posPickupNumber), value: state.handOver.number, inputmode: "numeric",
            error: state.invalidField == .number ? ctx.t(.posPickupNumberMismatch) : nil, maxlength: 12)
          POSForms.field(
            "phone", label: ctx.t(.posPickupPhone), value: state.handOver.phone, type: "tel", inputmode: "tel",
            error: state.invalidField == .phone ? ctx.t(.posPickupPhoneRequired) : nil, maxlength: 40)
          if !order.paid {
            el("fieldset", .class("segmented")) {
              el("legend") { ctx.t(.posPayMethod) }
              POSShiftPage.radio("payment", "cash", ctx.t(.posTenderCash), checked: state.handOver.paymentType == .cash)
              POSShiftPage.radio("payment", "card", ctx.t(.posTenderCard), checked: state.handOver.paymentType == .card)
            }
            POSForms.field(
              "received", label: ctx.t(.posPayCashReceived), value: state.handOver.received, inputmode: "decimal",
              error: state.invalidField == .received ? ctx.t(.posPayNotEnough) : nil, maxlength: 20, keypad: true)
          }
          POSForms.button(ctx.t(.posPickupHandOver), class: "button big primary", disabled: state.operation != nil)
          if !order.paid { POSForms.keypad(ctx, target: "received", decimal: true) }
        }
      case .canceled, .completed:
        el("p") { POSPickupsPage.status(ctx, order.statusCode) }
      }
      POSForms.post(ctx, action: "close") { POSForms.button(ctx.t(.posClose), class: "button ghost") }
    }
  }
}
