import MeowlsAPI
import MeowlsKit

/// `shift`: the register's shift (`POSShiftScreen`): the float form while none is open; the X report, cash in and
/// out with a reason, and "close" while open; the blind count (nothing expected shown) and then the Z report.
enum POSShiftPage {
  typealias Run = ScreenRun<POSShiftScreen.State, POSShiftScreen.Action, POSShiftScreen.Effect, POSShiftScreen.Route>

  static func get(_ ctx: POSContext) async -> POSOutcome {
    guard let register = ctx.register else { return .redirect(.home) }
    var run = await self.run(ctx, register)
    switch run.state.phase {
    // NB: an open shift's X report is asked again at every visit: sales made since show in it.
    case .open: await run.send(.reportTapped)
    case .idle, .failed: await run.send(.viewAppeared)
    default: break
    }
    ctx.desk.keep(run.state)
    if run.routes.contains(.registerLocked) { return .redirect(.lock) }
    return page(ctx, run.state)
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    guard let register = ctx.register else { return .go(.home) }
    var run = await self.run(ctx, register)
    if run.state.phase == .idle { await run.send(.viewAppeared) }
    switch form["do"] {
    case "open":
      await run.send(.floatChanged(POSForms.typed(form, "float")))
      if !POSForms.isKeypad(form) { await run.send(.openTapped) }
    case "move":
      await run.send(
        form["direction"] == "out" ? .movementDirectionChosen(.cashOut) : .movementDirectionChosen(.cashIn))
      await run.send(.movementAmountChanged(POSForms.typed(form, "amount")))
      await run.send(.movementReasonChanged(String((form["reason"] ?? "").prefix(200))))
      if !POSForms.isKeypad(form) { await run.send(.movementSubmitted) }
    case "report": await run.send(.reportTapped)
    case "close": await run.send(.closeTapped)
    case "count":
      await run.send(.countChanged(.cash, POSForms.typed(form, "cash")))
      await run.send(.countChanged(.card, String((form["card"] ?? "").prefix(40))))
      if !POSForms.isKeypad(form) { await run.send(.countSubmitted) }
    case "cancel": await run.send(.countCancelled)
    case "new": await run.send(.newShiftTapped)
    case "retry": await run.send(.retryTapped)
    case "dismiss": await run.send(.alertDismissed)
    default: return .back(nil)
    }
    ctx.desk.keep(run.state)
    if run.routes.contains(.registerLocked) { return POSPages.registerLocked(ctx) }
    return .back(nil)
  }

  private static func run(_ ctx: POSContext, _ register: Register) async -> Run {
    let sales = await POSCounter.sales(ctx)
    let connection: RegisterConnection? =
      switch sales {
      case .success(let sales): await POSCounter.connection(sales)
      case .failure: nil
      }
    let dependencies = POSShiftScreen.Dependencies.live(
      api: ctx.api, connection: POSCounter.noWatch, navigate: { _ in })
    var state = ctx.desk.state(POSShiftScreen.State.self) ?? POSShiftScreen.State(register: register.id)
    if state.register != register.id { state = POSShiftScreen.State(register: register.id) }
    var run = Run(
      state, reduce: POSShiftScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      skip: { if case .watchConnection = $0 { true } else { false } },
      perform: { await POSShiftScreen.perform($0, with: dependencies) })
    if let connection { await run.send(.connectionChanged(connection)) }
    return run
  }

  static func page(_ ctx: POSContext, _ state: POSShiftScreen.State) -> POSOutcome {
    let content = el("section", .class("shift")) {
      el("h1") { title(ctx, state) }
      POSAlert.connection(ctx, state.connection)
      POSAlert.show(ctx, state.alert)
      switch state.phase {
      case .noShift, .opening:
        el("div", .class("pos-card narrow")) {
          POSForms.post(ctx, action: "open", class: "form") {
            POSForms.field(
              "float", label: ctx.t(.posShiftFloat), value: state.float, inputmode: "decimal",
              error: state.invalidField == .float ? ctx.t(.posAmountInvalid) : nil, autofocus: true, maxlength: 20,
              keypad: true)
            POSForms.button(ctx.t(.posShiftOpen), class: "button big primary", shortcut: "Enter")
            POSForms.keypad(ctx, target: "float", decimal: true)
          }
        }
      case .open, .moving:
        openShift(ctx, state)
      case .counting, .closing:
        count(ctx, state)
      case .closed:
        if let report = state.report { POSReportView.report(ctx, report) }
        el("div", .class("actions no-print")) {
          if let shift = state.shift {
            el("a", POSLayout.href(ctx, .printShift(shift.id)), .class("button")) { ctx.t(.posPrintZ) }
          }
          POSForms.post(ctx, action: "new") { POSForms.button(ctx.t(.posShiftNew), class: "button primary") }
        }
      case .failed(let error):
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
        POSForms.post(ctx, action: "retry") { POSForms.button(ctx.t(.commonTryAgain), class: "button") }
      case .idle, .loading:
        el("p") { ctx.t(.posLoading) }
      }
    }
    return .page(title: title(ctx, state), content: content)
  }

  private static func title(_ ctx: POSContext, _ state: POSShiftScreen.State) -> String {
    guard let shift = state.shift else { return ctx.t(.posShiftNone) }
    return ctx.t(.posShiftNumber, String(shift.number))
  }

  private static func openShift(_ ctx: POSContext, _ state: POSShiftScreen.State) -> HTML {
    el("div", .class("sale-grid")) {
      el("div") {
        if let report = state.report { POSReportView.report(ctx, report) }
        el("div", .class("actions")) {
          POSForms.post(ctx, action: "report") { POSForms.button(ctx.t(.posShiftRefreshX), class: "button") }
          if let shift = state.shift {
            el("a", POSLayout.href(ctx, .printShift(shift.id)), .class("button")) { ctx.t(.posPrintX) }
          }
          POSForms.post(ctx, action: "close") {
            POSForms.button(
              ctx.t(.posShiftClose), class: "button danger", disabled: state.closeUnavailableReason != nil)
          }
        }
        if state.closeUnavailableReason != nil { el("p", .class("lead")) { ctx.t(.posCloseOffline) } }
      }
      el("div", .class("pos-card")) {
        el("h2") { ctx.t(.posCashMovement) }
        POSForms.post(ctx, action: "move", class: "form") {
          el("fieldset", .class("segmented")) {
            el("legend", .class("visually-hidden")) { ctx.t(.posCashMovement) }
            radio("direction", "in", ctx.t(.posCashIn), checked: state.movement.direction == .cashIn)
            radio("direction", "out", ctx.t(.posCashOut), checked: state.movement.direction == .cashOut)
          }
          POSForms.field(
            "amount", label: ctx.t(.posAmount), value: state.movement.amount, inputmode: "decimal",
            error: state.invalidField == .movementAmount ? ctx.t(.posAmountInvalid) : nil, maxlength: 20,
            keypad: true)
          POSForms.field(
            "reason", label: ctx.t(.posReason), value: state.movement.reason,
            error: state.invalidField == .movementReason ? ctx.t(.posReasonRequired) : nil, maxlength: 200)
          POSForms.button(ctx.t(.posCashMovementSubmit), class: "button primary")
          POSForms.keypad(ctx, target: "amount", decimal: true)
        }
      }
    }
  }

  private static func count(_ ctx: POSContext, _ state: POSShiftScreen.State) -> HTML {
    el("div", .class("pos-card narrow")) {
      el("h2") { ctx.t(.posBlindCount) }
      el("p", .class("lead")) { ctx.t(.posBlindCountHint) }
      POSForms.post(ctx, action: "count", class: "form") {
        POSForms.field(
          "cash", label: ctx.t(.posCountCash), value: state.count[.cash] ?? "", inputmode: "decimal",
          error: state.invalidField == .count(.cash) ? ctx.t(.posAmountInvalid) : nil, autofocus: true,
          maxlength: 20, keypad: true)
        POSForms.field(
          "card", label: ctx.t(.posCountCard), value: state.count[.card] ?? "", inputmode: "decimal",
          error: state.invalidField == .count(.card) ? ctx.t(.posAmountInvalid) : nil, maxlength: 20)
        POSForms.button(ctx.t(.posShiftCloseZ), class: "button big primary")
        POSForms.keypad(ctx, target: "cash", decimal: true)
      }
      POSForms.post(ctx, action: "cancel") { POSForms.button(ctx.t(.commonCancel), class: "button ghost") }
    }
  }

  static func radio(_ name: String, _ value: String, _ label: String, checked: Bool) -> HTML {
    el("label", .class("choice")) {
      HTML.void(
        "input",
        [
          Attribute("type", "radio"), Attribute("name", name), Attribute("value", value),
          Attribute("checked", present: checked),
        ])
      el("span") { label }
    }
  }
}
