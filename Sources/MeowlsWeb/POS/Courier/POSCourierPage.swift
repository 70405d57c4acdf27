import Foundation
import MeowlsAPI
import MeowlsKit

/// `courier`: delivery tasks (`POSCourierScreen`): a courier's own (`mine`), and for a manager the waiting, the
/// failed and the team's, with "assign" to a courier of the shop (`GET /pos/staff`). A task is marked delivered
/// (taking the payment of an unpaid order) or failed with a reason.
enum POSCourierPage {
  typealias Run = ScreenRun<
    POSCourierScreen.State, POSCourierScreen.Action, POSCourierScreen.Effect, POSCourierScreen.Route
  >

  static func get(_ ctx: POSContext, listing: String?) async -> POSOutcome {
    let staff = await couriers(ctx)
    var run = run(ctx, listing: listing, couriers: staff.map(\.id))
    await run.send(.viewAppeared)
    ctx.desk.keep(run.state)
    return page(ctx, run.state, staff: staff)
  }

  static func post(_ ctx: POSContext, listing: String?, form: FormData) async -> POSPost {
    var run = run(ctx, listing: listing, couriers: [])
    let number = Int(form["order"] ?? "").map { OrderNumber(rawValue: $0) }
    switch form["do"] {
    case "select":
      if let number { await run.send(.taskTapped(number)) }
    case "close": await run.send(.taskDismissed)
    case "delivered":
      await run.send(.paymentTypeChosen(form["payment"] == "card" ? .card : .cash))
      await run.send(.receivedChanged(POSForms.typed(form, "received", limit: 20)))
      if !POSForms.isKeypad(form) { await run.send(.deliveredTapped) }
    case "failed":
      await run.send([.failureReasonChanged(String((form["reason"] ?? "").prefix(200))), .failedTapped])
    case "assign":
      if let id = form["courier"].flatMap(UUID.init(uuidString:)) {
        await run.send(.assignTapped(courier: User.ID(id)))
      }
    case "more":
      if let last = run.state.list.items.last { await run.send(.taskAppeared(last.number)) }
    case "retry": await run.send(.retryTapped)
    case "dismiss": await run.send(.alertDismissed)
    default: return .back(nil)
    }
    ctx.desk.keep(run.state)
    return .back(nil)
  }

  /// The listings the member may see: a courier their own tasks; a manager or admin the shop's.
  static func listings(_ ctx: POSContext) -> [(String, POSCourierScreen.Listing)] {
    guard let member = ctx.member, member.role != .courier else { return [("mine", .mine)] }
    return [("waiting", .waiting), ("failed", .failed), ("team", .team), ("mine", .mine)]
  }

  /// The shop's couriers for a manager to assign to; none for a courier (or when the list cannot be had).
  private static func couriers(_ ctx: POSContext) async -> [StaffMember] {
    guard let member = ctx.member, member.role == .manager || member.role == .admin else { return [] }
    return ((try? await ctx.api.send(.shopStaff)) ?? []).filter { $0.role == .courier }
  }

  private static func run(_ ctx: POSContext, listing: String?, couriers: [User.ID]) -> Run {
    let choices = listings(ctx)
    let chosen = choices.first { $0.0 == listing }?.1 ?? choices[0].1
    var state = ctx.desk.state(POSCourierScreen.State.self) ?? POSCourierScreen.State(listing: chosen)
    if state.listing != chosen { state = POSCourierScreen.State(couriers: state.couriers, listing: chosen) }
    for courier in couriers where !state.couriers.contains(courier) { state.couriers.append(courier) }
    let dependencies = POSCourierScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    return Run(
      state, reduce: POSCourierScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await POSCourierScreen.perform($0, with: dependencies) })
  }

  static func page(_ ctx: POSContext, _ state: POSCourierScreen.State, staff: [StaffMember]) -> POSOutcome {
    let key = listings(ctx).first { $0.1 == state.listing }?.0
    let content = el("section", .class("courier")) {
      el("h1") { ctx.t(.posTabCourier) }
      POSAlert.show(ctx, state.alert)
      if listings(ctx).count > 1 {
        el("nav", .class("row filters"), Attribute("aria-label", ctx.t(.posCourierListings))) {
          for (name, listing) in listings(ctx) {
            el(
              "a", POSLayout.href(ctx, .courier(name)),
              .class(listing == state.listing ? "button small primary" : "button small"),
              Attribute("aria-current", present: listing == state.listing)
            ) { label(ctx, listing) }
          }
        }
      }
      el("div", .class("sale-grid")) {
        el("div") {
          POSList.state(ctx, state.list, empty: ctx.t(.posCourierEmpty)) {
            el("ul", .class("orders")) {
              for task in state.list.items {
                el("li") {
                  POSForms.post(
                    ctx, action: "select", fields: [("order", String(task.number.rawValue))], to: .courier(key)
                  ) {
                    el(
                      "button", Attribute("type", "submit"),
                      .class(task.number == state.selected ? "result selected" : "result"),
                      Attribute("aria-pressed", task.number == state.selected ? "true" : "false")
                    ) {
                      el("span") { "№ " + String(task.number.rawValue) + " · " + task.address }
                      el("span", .class("num")) { ctx.money(task.total) }
                    }
                  }
                }
              }
            }
          }
        }
        if let task = state.selectedTask { POSDeliveryView.detail(ctx, state, task, staff: staff, key: key) }
      }
    }
    return .page(title: ctx.t(.posTabCourier), content: content)
  }

  static func label(_ ctx: POSContext, _ listing: POSCourierScreen.Listing) -> String {
    switch listing {
    case .failed: ctx.t(.posCourierFailed)
    case .mine: ctx.t(.posCourierMine)
    case .team: ctx.t(.posCourierTeam)
    case .waiting: ctx.t(.posCourierWaiting)
    }
  }
}

/// The task picked: where, to whom, what; delivered, failed, assign.
enum POSDeliveryView {
  static func detail(
    _ ctx: POSContext, _ state: POSCourierScreen.State, _ task: DeliveryTask, staff: [StaffMember], key: String?
  ) -> HTML {
    let route = POSRoute.courier(key)
    return el(
      "aside", .class("pos-card"), Attribute("aria-label", ctx.t(.posPickupOrder, String(task.number.rawValue)))
    ) {
      el("h2") { ctx.t(.posPickupOrder, String(task.number.rawValue)) }
      el("p") { task.address }
      el("p", .class("lead")) {
        (task.customer.name ?? "") + " "
        el("a", Attribute("href", "tel:" + task.customer.phone)) { task.customer.phone }
        " · " + (task.paid ? ctx.t(.posPickupPaid) : ctx.t(.posPickupUnpaid))
      }
      el("ul") { for line in task.lines { el("li") { line.name + " × " + String(line.count) } } }
      el("p", .class("total")) { ctx.money(task.total) }
      if task.status == .assigned {
        POSForms.post(ctx, action: "delivered", to: route, class: "form") {
          if !task.paid {
            el("fieldset", .class("segmented")) {
              el("legend") { ctx.t(.posPayMethod) }
              POSShiftPage.radio("payment", "cash", ctx.t(.posTenderCash), checked: state.paymentType == .cash)
              POSShiftPage.radio("payment", "card", ctx.t(.posTenderCard), checked: state.paymentType == .card)
            }
            POSForms.field(
              "received", label: ctx.t(.posPayCashReceived), value: state.received, inputmode: "decimal",
              error: state.invalidField == .received ? ctx.t(.posPayNotEnough) : nil, maxlength: 20)
          }
          POSForms.button(ctx.t(.posCourierDelivered), class: "button big primary", disabled: state.operation != nil)
        }
        POSForms.post(ctx, action: "failed", to: route, class: "form") {
          POSForms.field(
            "reason", label: ctx.t(.posCourierFailReason), value: state.failureReason,
            error: state.invalidField == .failureReason ? ctx.t(.posReasonRequired) : nil, maxlength: 200)
          POSForms.button(ctx.t(.posCourierFailedButton), class: "button danger", disabled: state.operation != nil)
        }
      }
      if state.listing == .waiting || state.listing == .failed {
        el("h3") { ctx.t(.posCourierAssign) }
        if staff.isEmpty { el("p", .class("lead")) { ctx.t(.posCourierNoCouriers) } }
        el("div", .class("choices")) {
          for courier in staff {
            POSForms.post(ctx, action: "assign", fields: [("courier", courier.id.rawValue.uuidString)], to: route) {
              POSForms.button(POSLayout.name(courier), class: "button", disabled: state.operation != nil)
            }
          }
        }
      }
      POSForms.post(ctx, action: "close", to: route) { POSForms.button(ctx.t(.posClose), class: "button ghost") }
    }
  }
}
