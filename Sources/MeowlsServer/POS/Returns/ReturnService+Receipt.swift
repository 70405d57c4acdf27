import Foundation
import MeowlsAPI

extension ReturnService {
  /// `GET /pos/returns/{number}` (and `.html`): the stored answer of a return, and what its page prints besides.
  ///
  /// NB: staff of any shop read any return of the chain, as they read any receipt.
  func receipt(_ number: ReceiptNumber?) throws -> (json: String, page: PrintedReturn) {
    try database.withConnection { connection in
      guard let number, let found = try ReturnStore.answer(number: number, in: connection) else {
        throw ReturnError.receiptNotFound
      }
      let receipt = try JSONDecoder.meowls.decode(ReturnReceipt.self, from: Data(found.answer.utf8))
      let heading = try PrintedHeading.load(
        seller: fiscal.receiptSeller, shop: found.shop, register: receipt.registerID, staff: receipt.staffID,
        in: connection)
      return (found.answer, PrintedReturn(receipt: receipt, heading: heading))
    }
  }
}

/// A return with the names its printed page needs.
struct PrintedReturn: Sendable {
  var receipt: ReturnReceipt
  var heading: PrintedHeading
}

/// A return («Кассовый чек · Возврат прихода») as a printable 80 mm page, in the receipts' conventions.
enum ReturnReceiptHTML {
  static func render(_ page: PrintedReturn) -> String {
    let receipt = page.receipt
    var html = PrintedPage.head(title: "Возврат № \(receipt.number)")
    html += PrintedPage.header(
      page.heading, title: "Кассовый чек · Возврат прихода",
      number: "\(receipt.number) (по чеку № \(receipt.receiptNumber))", date: receipt.issuedAt)
    html += "<table class=\"lines\">\n"
    for line in receipt.lines {
      let quantity = line.grams.map { RussianFormat.weight($0) } ?? "\(line.count ?? 0) шт."
      html += "<tr><td colspan=\"2\">\(PrintedPage.escape(line.name))</td></tr>\n"
      let vat = line.vat ?? ProductVAT.standard
      html += "<tr><td class=\"detail\">\(quantity) · \(vat == "без НДС" ? vat : "НДС \(vat)")</td>"
      html += "<td class=\"amount\">\(RussianFormat.money(line.amount))</td></tr>\n"
    }
    html += "</table>\n<table class=\"totals\">\n"
    html += PrintedPage.amountRow("Итого возвращено", receipt.total, className: "total")
    for vat in receipt.vatTotals ?? VATTotals.of(receipt.lines.map { ($0.vat ?? ProductVAT.standard, $0.amount) }) {
      html += PrintedPage.amountRow(vat.rate == "без НДС" ? "Без НДС" : "в т. ч. НДС \(vat.rate)", vat.amount)
    }
    for refund in receipt.refunds {
      html += PrintedPage.amountRow(refund.tender == .card ? "Безналичными" : "Наличными", refund.amount)
    }
    html += "</table>\n"
    if let reason = receipt.reason { html += "<p>Причина: \(PrintedPage.escape(reason))</p>\n" }
    return html + PrintedPage.fiscal(receipt.fiscal) + PrintedPage.end
  }
}
