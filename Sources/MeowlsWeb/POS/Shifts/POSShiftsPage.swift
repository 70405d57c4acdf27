import MeowlsAPI
import MeowlsKit

/// `shifts`: the register's shifts, newest first (`POSShiftsScreen`), each with its X or Z report to open and print.
enum POSShiftsPage {
  typealias Run = ScreenRun<
    POSShiftsScreen.State, POSShiftsScreen.Action, POSShiftsScreen.Effect, POSShiftsScreen.Route
  >

  static func get(_ ctx: POSContext) async -> POSOutcome {
    guard let register = ctx.register else { return .redirect(.home) }
    if let kept = ctx.desk.takeHandedOn(POSShiftsScreen.State.self) { return page(ctx, kept) }
    var run = run(ctx, POSShiftsScreen.State(register: register.id))
    await run.send(.viewAppeared)
    ctx.desk.keep(run.state)
    return page(ctx, run.state)
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    guard let register = ctx.register else { return .go(.home) }
    var run = run(ctx, ctx.desk.state(POSShiftsScreen.State.self) ?? POSShiftsScreen.State(register: register.id))
    switch form["do"] {
    case "open":
      if let id = run.state.list.items.first(where: { $0.id.rawValue.uuidString == form["shift"] })?.id {
        await run.send(.shiftTapped(id))
      }
    case "close": await run.send(.shiftDismissed)
    case "more":
      if let last = run.state.list.items.last { await run.send(.shiftAppeared(last.id)) }
    case "retry": await run.send(.retryTapped)
    default: return .back(nil)
    }
    ctx.desk.handOn(run.state)
    return .back(nil)
  }

  private static func run(_ ctx: POSContext, _ state: POSShiftsScreen.State) -> Run {
    let dependencies = POSShiftsScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    return Run(
      state, reduce: POSShiftsScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await POSShiftsScreen.perform($0, with: dependencies) })
  }

  static func page(_ ctx: POSContext, _ state: POSShiftsScreen.State) -> POSOutcome {
    let content = el("section", .class("shifts")) {
      el("h1") { ctx.t(.posTabShifts) }
      el("div", .class("sale-grid")) {
        el("div") {
          POSList.state(ctx, state.list, empty: ctx.t(.posShiftsEmpty)) {
            el("ul", .class("orders")) {
              for report in state.list.items {
                el("li") {
                  POSForms.post(ctx, action: "open", fields: [("shift", report.id.rawValue.uuidString)]) {
                    el(
                      "button", Attribute("type", "submit"),
                      .class(report.id == state.selected ? "result selected" : "result"),
                      Attribute("aria-pressed", report.id == state.selected ? "true" : "false")
                    ) {
                      el("span") { ctx.t(.posShiftNumber, String(report.shift.number)) }
                      el("span") { POSFormat.dateTime(report.shift.openedAt, in: ctx.timeZone) }
                      el("span", .class("status")) {
                        report.kind == .z ? ctx.t(.posShiftClosed) : ctx.t(.posShiftOpenNow)
                      }
                    }
                  }
                }
              }
            }
          }
        }
        if let report = state.selectedReport {
          el("div") {
            POSReportView.report(ctx, report)
            el("a", POSLayout.href(ctx, .printShift(report.id)), .class("button primary")) { ctx.t(.posPrint) }
          }
        }
      }
    }
    return .page(title: ctx.t(.posTabShifts), content: content)
  }
}
