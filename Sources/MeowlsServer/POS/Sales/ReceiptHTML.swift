import Foundation
import MeowlsAPI

/// A sale's receipt («Кассовый чек · Приход») as a printable page for an 80 mm receipt printer
/// (`/api/v1/pos/receipts/{number}.html`), in Russian conventions: amounts `849,00 ₽`, a weighed line's
/// `0,735 кг × 699,00 ₽/кг` under the product's name, the seller's legal name and INN, the register, the cashier,
/// the VAT rate of each line and the VAT included, then ФН, ФД, ФП and the tax service's QR code.
/// Every text from the database or the request is escaped; times are printed in `timeZone` (the shop's).
enum ReceiptHTML {
  static func render(_ receipt: Receipt, timeZone: TimeZone) -> String {
    var html = PrintedPage.head(title: "Чек № \(receipt.number)")
    let heading = PrintedHeading(
      seller: receipt.seller, shop: receipt.shop.name, address: receipt.shopAddress, register: receipt.register.name,
      cashier: receipt.cashier.name, timeZone: timeZone)
    html += PrintedPage.header(
      heading, title: "Кассовый чек · Приход", number: "\(receipt.number)", date: receipt.issuedAt)
    html += "<table class=\"lines\">\n"
    for line in receipt.lines { html += row(line) }
    html += "</table>\n<table class=\"totals\">\n"
    html += PrintedPage.amountRow("Сумма", receipt.subtotal)
    for discount in receipt.discounts { html += PrintedPage.amountRow(discount.title, Money.zero - discount.amount) }
    html += PrintedPage.amountRow("Итого", receipt.total, className: "total")
    for vat in receipt.vatTotals ?? VATTotals.of(receipt.lines.map { ($0.vat, $0.total) }) {
      html += PrintedPage.amountRow(vat.rate == "без НДС" ? "Без НДС" : "в т. ч. НДС \(vat.rate)", vat.amount)
    }
    for payment in receipt.payments { html += paymentRow(payment) }
    if receipt.change > .zero { html += PrintedPage.amountRow("Сдача", receipt.change) }
    html += "</table>\n" + PrintedPage.fiscal(receipt.fiscal)
    return html + "<footer>Спасибо за покупку!</footer>\n" + PrintedPage.end
  }

  static func escape(_ text: String) -> String { PrintedPage.escape(text) }

  private static func row(_ line: ReceiptLine) -> String {
    let price = RussianFormat.money(line.unitPrice)
    let quantity =
      line.grams.map { "\(RussianFormat.weight($0)) × \(price)/кг" } ?? "\(line.count ?? 0) × \(price)"
    var html = "<tr><td colspan=\"2\">\(escape(line.name))</td></tr>\n"
    html +=
      "<tr><td class=\"detail\">\(quantity)</td><td class=\"amount\">\(RussianFormat.money(line.gross))</td></tr>\n"
    if line.discount > .zero {
      html +=
        "<tr><td class=\"detail\">скидка</td><td class=\"amount\">"
        + "\(RussianFormat.money(Money.zero - line.discount))</td></tr>\n"
    }
    let vat = line.vat.map { $0 == "без НДС" ? "без НДС" : "НДС \(escape($0))" }
    let detail = ([line.article.rawValue.isEmpty ? nil : "арт. \(escape(line.article.rawValue))"] + [vat]).compactMap {
      $0
    }
    html += "<tr><td class=\"detail\">\(detail.joined(separator: " · "))</td><td class=\"amount\"></td></tr>\n"
    return html
  }

  private static func paymentRow(_ payment: ReceiptPayment) -> String {
    switch payment.tender {
    case .card:
      let code = payment.authorizationCode.map { " (код \($0))" } ?? ""
      return PrintedPage.amountRow("Безналичными\(code)", payment.amount)
    case .cash:
      return PrintedPage.amountRow("Наличными", payment.received ?? payment.amount)
    }
  }
}
