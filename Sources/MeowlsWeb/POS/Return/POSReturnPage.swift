import Foundation
import MeowlsAPI
import MeowlsKit

/// `return`: a return against a receipt (`POSReturnScreen`): its number typed or scanned from the paper receipt
/// (the script forwards the keys, the Kit's scanner decides), the lines and quantities taken back, a reason, the
/// manager's PIN for a cashier, and the return receipt to print.
enum POSReturnPage {
  typealias Run = ScreenRun<
    POSReturnScreen.State, POSReturnScreen.Action, POSReturnScreen.Effect, POSReturnScreen.Route
  >

  static func get(_ ctx: POSContext) async -> POSOutcome {
    guard var run = await run(ctx) else { return .redirect(.home) }
    await run.send(.viewAppeared)
    ctx.desk.keep(run.state)
    return page(ctx, run.state)
  }

  /// Opens the return on `receipt` (from the receipts list).
  static func start(_ ctx: POSContext, receipt: ReceiptNumber) async {
    ctx.desk.forget(POSReturnScreen.State.self)
    guard var run = await run(ctx) else { return }
    await run.send([.viewAppeared, .numberChanged(String(receipt.rawValue)), .findTapped])
    ctx.desk.keep(run.state)
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    guard var run = await run(ctx) else { return .go(.home) }
    let now = ctx.environment.client.now()
    switch form["do"] {
    case "keys": await run.send(POSKeys.keystrokes(form, now: now).map { .keystroke($0) })
    case "find":
      await run.send([.numberChanged(String((form["number"] ?? "").prefix(12))), .findTapped])
    case "all": await run.send(.allLinesTapped)
    case "refund", "picks":
      if let receipt = run.state.receipt {
        for index in receipt.lines.indices {
          if let quantity = Int(form["line-\(index + 1)"] ?? "") {
            await run.send(.lineQuantityChanged(line: index + 1, max(quantity, 0)))
          }
        }
      }
      await run.send(.reasonChanged(String((form["reason"] ?? "").prefix(200))))
      if form["do"] == "refund" { await run.send(.refundTapped) }
    case "approve":
      await run.send(.approvalPINChanged(POSForms.typed(form, "pin", limit: 6)))
      if !POSForms.isKeypad(form) { await run.send(.approvalSubmitted) }
    case "approvalCancel": await run.send(.approvalCancelled)
    case "print": await run.send(.printTapped)
    case "new": await run.send(.newReturnTapped)
    case "dismiss": await run.send(.alertDismissed)
    default: return .back(nil)
    }
    ctx.desk.keep(run.state)
    switch run.routes.first {
    case .printReturn(let number)?: return .go(.printReturn(number))
    case .registerLocked?: return POSPages.registerLocked(ctx)
    case nil: return .back(nil)
    }
  }

  private static func run(_ ctx: POSContext) async -> Run? {
    guard let register = ctx.register, let member = ctx.member else { return nil }
    let connection = await POSCounter.connection(ctx)
    let dependencies = POSReturnScreen.Dependencies.live(
      api: ctx.api, connection: POSCounter.noWatch, navigate: { _ in })
    var state =
      ctx.desk.state(POSReturnScreen.State.self)
      ?? POSReturnScreen.State(
        approvesOwnReturns: member.role == .manager || member.role == .admin, register: register.id,
        returnID: ReturnReceipt.ID(UUID(uuidString: ctx.environment.client.makeIdentifier()) ?? UUID()))
    if state.register != register.id {
      state = POSReturnScreen.State(register: register.id, returnID: ReturnReceipt.ID(UUID()))
    }
    var run = Run(
      state, reduce: POSReturnScreen.reduce, cancellationID: POSReturnScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      skip: { if case .watchConnection = $0 { true } else { false } },
      perform: { await POSReturnScreen.perform($0, with: dependencies) })
    if let connection, connection != run.state.connection { await run.send(.connectionChanged(connection)) }
    return run
  }

  static func page(_ ctx: POSContext, _ state: POSReturnScreen.State) -> POSOutcome {
    let content = el("section", .class("return")) {
      el("h1") { ctx.t(.posTabReturn) }
      POSAlert.connection(ctx, state.connection)
      POSAlert.show(ctx, state.alert)
      if state.unavailableReason != nil { el("p", .class("form-error")) { ctx.t(.posReturnOffline) } }
      switch state.phase {
      case .searching, .loading:
        el(
          "form", Attribute("method", "post"), Attribute("action", ctx.url(.returns)), .class("row pos-card"),
          Attribute("data-scan-url", ctx.url(.returns))
        ) {
          POSForms.hidden("csrf", ctx.csrfToken)
          POSForms.hidden("do", "find")
          POSForms.field(
            "number", label: ctx.t(.posReturnReceiptNumber), value: state.scanner.text, inputmode: "numeric",
            autofocus: true, maxlength: 12)
          POSForms.button(ctx.t(.posSaleFind), class: "button primary", shortcut: "Enter")
        }
        if case .loading = state.phase { el("p", .class("lead")) { ctx.t(.posLoading) } }
      case .picking, .refunding:
        if let receipt = state.receipt { picking(ctx, state, receipt) }
      case .approving(let prompt):
        POSPaymentView.approval(ctx, prompt)
      case .done(let refund):
        el("div", .class("pos-card done"), Attribute("role", "status")) {
          el("h2") { ctx.t(.posReturnDone, String(refund.number.rawValue), String(refund.receiptNumber.rawValue)) }
          el("p", .class("total")) { ctx.t(.posReturnTotal, ctx.money(refund.total)) }
          for part in refund.refunds {
            el("p") { POSReportView.tender(ctx, part.tender) + ": " + ctx.money(part.amount) }
          }
          el("div", .class("actions")) {
            el("a", POSLayout.href(ctx, .printReturn(refund.number)), .class("button big")) {
              ctx.t(.posPrintReturn)
            }
            POSForms.post(ctx, action: "new") {
              POSForms.button(ctx.t(.posReturnNew), class: "button big primary", shortcut: "Enter")
            }
          }
        }
      }
    }
    return .page(title: ctx.t(.posTabReturn), content: content)
  }

  private static func picking(_ ctx: POSContext, _ state: POSReturnScreen.State, _ receipt: Receipt) -> HTML {
    el("div", .class("pos-card")) {
      el("h2") { ctx.t(.posReceiptTitle, String(receipt.number.rawValue)) + " · " + ctx.money(receipt.total) }
      POSForms.post(ctx, action: "refund", class: "form") {
        el("table") {
          el("caption", .class("visually-hidden")) { ctx.t(.posReturnLines) }
          el("thead") {
            el("tr") {
              el("th", Attribute("scope", "col")) { ctx.t(.posSaleItem) }
              el("th", Attribute("scope", "col")) { ctx.t(.posReturnSold) }
              el("th", Attribute("scope", "col")) { ctx.t(.posReturnBack) }
            }
          }
          el("tbody") {
            for (index, line) in receipt.lines.enumerated() {
              let id = "line-\(index + 1)"
              el("tr") {
                el("td") { el("label", Attribute("for", id)) { line.name } }
                el("td") { line.grams.map { ctx.t(.posSaleGramsValue, String($0)) } ?? String(line.count ?? 1) }
                el("td") {
                  HTML.void(
                    "input",
                    [
                      Attribute("id", id), Attribute("name", id), Attribute("inputmode", "numeric"),
                      Attribute("maxlength", "5"), .class("qty"),
                      Attribute("value", state.picks[index + 1].map(String.init) ?? ""),
                    ])
                  if line.grams != nil { " " + ctx.t(.posGramsUnit) }
                }
              }
            }
          }
        }
        POSForms.field("reason", label: ctx.t(.posReason), value: state.reason, maxlength: 200)
        el("div", .class("actions")) {
          POSForms.button(
            ctx.t(.posReturnRefund), class: "button big primary", shortcut: "Enter",
            disabled: state.phase != .picking || state.unavailableReason != nil)
          POSForms.button(ctx.t(.posReturnAll), class: "button", name: "do", value: "all")
        }
      }
    }
  }
}
