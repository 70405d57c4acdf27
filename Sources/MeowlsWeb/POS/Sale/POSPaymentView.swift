import MeowlsAPI
import MeowlsKit

/// The sale's payment form (cash, card or both, the change as the Kit computes it), the manager's PIN, and the
/// finished sale with its receipt.
enum POSPaymentView {
  static func form(_ ctx: POSContext, _ state: POSSaleScreen.State) -> HTML {
    let total = state.currentQuote?.total
    let method = state.payment.method
    return el("div", .class("pos-card payment")) {
      el("h2") { ctx.t(.posPayTitle) }
      POSForms.post(ctx, action: "payment", class: "form", id: "payment") {
        el("fieldset", .class("segmented")) {
          el("legend") { ctx.t(.posPayMethod) }
          POSShiftPage.radio("method", "cash", ctx.t(.posTenderCash), checked: method == .cash)
          if state.connection.isOnline {
            POSShiftPage.radio("method", "card", ctx.t(.posTenderCard), checked: method == .card)
            POSShiftPage.radio("method", "split", ctx.t(.posPaySplit), checked: method == .split)
          }
        }
        if !state.connection.isOnline { el("p", .class("lead")) { ctx.t(.posPayCardOffline) } }
        if method == .split {
          POSForms.field(
            "card", label: ctx.t(.posPayCardPart), value: state.payment.card, inputmode: "decimal", maxlength: 20)
        }
        if method != .card {
          POSForms.field(
            "cash", label: ctx.t(.posPayCashReceived), value: state.payment.cash, inputmode: "decimal",
            autofocus: true, maxlength: 20, keypad: true)
        }
        if let total {
          if let change = state.payment.change(for: total) {
            el("p", .class("total"), Attribute("aria-live", "polite")) { ctx.t(.posPayChange, ctx.money(change)) }
          } else {
            el("p", .class("form-error")) { ctx.t(.posPayNotEnough) }
          }
        }
        el("div", .class("actions")) {
          POSForms.button(
            ctx.t(.posPayConfirm), class: "button big primary", shortcut: "Enter",
            disabled: state.phase != .paying, name: "confirm", value: "1")
          POSForms.button(ctx.t(.posPayUpdate), class: "button", name: "confirm", value: "0")
        }
        // NB: the keypad's keys are submit buttons (they post without the script), so they come after the form's
        // own buttons: Enter in a field presses the first one, "confirm", never a digit.
        if method != .card { POSForms.keypad(ctx, target: "cash", decimal: true) }
      }
      POSForms.post(ctx, action: "paymentCancel") {
        POSForms.button(ctx.t(.posPayBack), class: "button ghost", shortcut: "Escape")
      }
    }
  }

  static func approval(_ ctx: POSContext, _ prompt: ApprovalPrompt) -> HTML {
    el("div", .class("pos-card narrow approval")) {
      el("h2") { ctx.t(.posApprovalTitle) }
      el("p", .class("lead")) { subject(ctx, prompt.subject) }
      if let error = prompt.error { el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) } }
      POSForms.post(ctx, action: "approve", class: "form") {
        POSForms.field(
          "pin", label: ctx.t(.posApprovalPIN), value: prompt.pin, type: "password", inputmode: "numeric",
          autofocus: true, maxlength: 6, keypad: true)
        POSForms.button(ctx.t(.posApprove), class: "button big primary", shortcut: "Enter")
        POSForms.keypad(ctx, target: "pin")
      }
      POSForms.post(ctx, action: "approvalCancel") { POSForms.button(ctx.t(.commonCancel), class: "button ghost") }
    }
  }

  /// What needs approving, in the page's language when the screen named it itself.
  static func subject(_ ctx: POSContext, _ subject: String) -> String {
    switch subject {
    case POSSaleScreen.discountSubject: ctx.t(.posApprovalDiscount)
    case POSSaleScreen.missingStockSubject: ctx.t(.posApprovalMissingStock)
    case POSReturnScreen.subject: ctx.t(.posApprovalReturn)
    default: subject
    }
  }

  static func done(_ ctx: POSContext, _ submission: SaleSubmission) -> HTML {
    el("div", .class("pos-card done"), Attribute("role", "status")) {
      switch submission {
      case .recorded(let receipt):
        el("h2") { ctx.t(.posDoneRecorded, String(receipt.number.rawValue)) }
        el("p", .class("total")) { ctx.t(.posPayChange, ctx.money(receipt.change)) }
        el("p") { ctx.t(.posSaleTotalIs, ctx.money(receipt.total)) }
        el("div", .class("actions")) {
          el(
            "a", POSLayout.href(ctx, .printReceipt(receipt.number)), .class("button big"),
            Attribute("data-shortcut", "F6")
          ) {
            ctx.t(.posPrintReceipt)
            el("kbd") { "F6" }
          }
          el("a", POSLayout.href(ctx, .receipt(receipt.number)), .class("button big ghost")) { ctx.t(.posViewReceipt) }
        }
      case .queued(let sale):
        el("h2") { ctx.t(.posDoneQueued) }
        el("p", .class("total")) { ctx.t(.posPayChange, ctx.money(sale.change)) }
        el("p") { ctx.t(.posSaleTotalIs, ctx.money(sale.total)) }
      }
      POSForms.post(ctx, action: "new") {
        POSForms.button(ctx.t(.posNewSale), class: "button big primary", shortcut: "Enter")
      }
    }
  }
}
