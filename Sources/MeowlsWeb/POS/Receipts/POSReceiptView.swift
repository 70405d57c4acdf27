import MeowlsAPI
import MeowlsKit

/// `receipts/{n}`: one receipt on screen (lines, discounts, payments, change) with "print" and "return";
/// found through the receipts screen by its number.
enum POSReceiptPage {
  static func get(_ ctx: POSContext, number: ReceiptNumber) async -> POSOutcome {
    var run = POSReceiptsPage.run(ctx, POSReceiptsScreen.State())
    await run.send([.numberChanged(String(number.rawValue)), .numberSubmitted, .receiptTapped(number)])
    ctx.desk.keep(run.state)
    guard let receipt = run.state.selectedReceipt else {
      let content = el("section", .class("pos-card")) {
        el("h1") { ctx.t(.posReceiptTitle, String(number.rawValue)) }
        if case .failed(let error) = run.state.phase {
          el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
        } else {
          el("p") { ctx.t(.posReceiptNotFound) }
        }
        el("a", POSLayout.href(ctx, .receipts), .class("button")) { ctx.t(.posTabReceipts) }
      }
      return .page(title: ctx.t(.posReceiptTitle, String(number.rawValue)), content: content, status: 404)
    }
    return .page(title: ctx.t(.posReceiptTitle, String(number.rawValue)), content: POSReceiptView.receipt(ctx, receipt))
  }
}

enum POSReceiptView {
  static func receipt(_ ctx: POSContext, _ receipt: Receipt) -> HTML {
    el("article", .class("pos-card receipt")) {
      el("h1") { ctx.t(.posReceiptTitle, String(receipt.number.rawValue)) }
      el("p", .class("lead")) {
        POSFormat.dateTime(receipt.issuedAt, in: ctx.timeZone) + " · " + receipt.register.name + " · "
          + receipt.cashier.name
      }
      el("table") {
        el("caption", .class("visually-hidden")) { ctx.t(.posSaleBasket) }
        el("thead") {
          el("tr") {
            el("th", Attribute("scope", "col")) { ctx.t(.posSaleItem) }
            el("th", Attribute("scope", "col")) { ctx.t(.posSaleQuantity) }
            el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.posSaleLineTotal) }
          }
        }
        el("tbody") {
          for line in receipt.lines {
            el("tr") {
              el("td") { line.name }
              el("td") {
                line.grams.map { ctx.t(.posSaleGramsValue, String($0)) } ?? String(line.count ?? 1)
              }
              el("td", .class("num")) { ctx.money(line.total) }
            }
          }
        }
      }
      el("dl", .class("report")) {
        for discount in receipt.discounts {
          el("dt") { discount.title }
          el("dd") { "−" + ctx.money(discount.amount) }
        }
        el("dt") { ctx.t(.posSaleTotal) }
        el("dd", .class("total")) { ctx.money(receipt.total) }
        for payment in receipt.payments {
          el("dt") { payment.tender == .card ? ctx.t(.posTenderCard) : ctx.t(.posTenderCash) }
          el("dd") { ctx.money(payment.received ?? payment.amount) }
        }
        el("dt") { ctx.t(.posReceiptChange) }
        el("dd") { ctx.money(receipt.change) }
      }
      el("div", .class("actions")) {
        el("a", POSLayout.href(ctx, .printReceipt(receipt.number)), .class("button primary")) { ctx.t(.posPrint) }
        POSForms.post(ctx, action: "return", fields: [("number", String(receipt.number.rawValue))], to: .receipts) {
          POSForms.button(ctx.t(.posTabReturn), class: "button")
        }
        el("a", POSLayout.href(ctx, .receipts), .class("button ghost")) { ctx.t(.posTabReceipts) }
      }
    }
  }

  static func tenders(_ ctx: POSContext, _ receipt: Receipt) -> String {
    receipt.payments.map { $0.tender == .card ? ctx.t(.posTenderCard) : ctx.t(.posTenderCash) }
      .joined(separator: " + ")
  }
}
