import Foundation
import MeowlsAPI

/// A receipt as a printable page for an 80 mm receipt printer (`/api/v1/pos/receipts/{number}.html`).
///
/// The page is self-contained (inline CSS, no scripts, no pictures): 72 mm of printable width, a monospace font,
/// one line per item with its quantity, unit price and total below. Every text from the database or the request is
/// escaped (`&`, `<`, `>`, `"`, `'`). Times are printed in `timeZone` (the shop's).
enum ReceiptHTML {
  static func render(_ receipt: Receipt, timeZone: TimeZone) -> String {
    var html = head(receipt)
    html += "<header>\n<h1>\(escape(receipt.shop.name))</h1>\n<p>\(escape(receipt.shopAddress))</p>\n"
    html += "<p>Чек № \(receipt.number) · \(dateText(receipt.issuedAt, timeZone))</p>\n"
    html += "<p>Касса: \(escape(receipt.register.name)) · Кассир: \(escape(receipt.cashier.name))</p>\n</header>\n"
    html += "<table class=\"lines\">\n"
    for line in receipt.lines { html += row(line) }
    html += "</table>\n<table class=\"totals\">\n"
    html += amountRow("Сумма", receipt.subtotal)
    for discount in receipt.discounts { html += amountRow(discount.title, Money.zero - discount.amount) }
    html += amountRow("Итого", receipt.total, className: "total")
    for payment in receipt.payments { html += paymentRows(payment) }
    if receipt.change > .zero { html += amountRow("Сдача", receipt.change) }
    html += "</table>\n<footer>Спасибо за покупку!</footer>\n</body>\n</html>\n"
    return html
  }

  static func escape(_ text: String) -> String { MarkupEscaping.escaped(text) }

  private static func head(_ receipt: Receipt) -> String {
    """
    <!DOCTYPE html>
    <html lang="ru">
    <head>
    <meta charset="utf-8">
    <title>Чек № \(receipt.number)</title>
    <style>
    @page { size: 80mm auto; margin: 4mm; }
    body { width: 72mm; margin: 0 auto; font: 12px/1.3 monospace; }
    h1 { font-size: 14px; text-align: center; margin: 0; }
    header p, footer { text-align: center; margin: 2px 0; }
    table { width: 100%; border-collapse: collapse; margin-top: 6px; }
    td.amount { text-align: right; white-space: nowrap; }
    tr.total td { font-weight: bold; border-top: 1px dashed #000; }
    td.detail { padding-left: 4mm; }
    </style>
    </head>
    <body>

    """
  }

  private static func row(_ line: ReceiptLine) -> String {
    let quantity =
      line.grams.map { "\(weightText($0)) кг × \(line.unitPrice)/кг" } ?? "\(line.count ?? 0) × \(line.unitPrice)"
    var html = "<tr><td colspan=\"2\">\(escape(line.name))</td></tr>\n"
    html += "<tr><td class=\"detail\">\(escape(line.article.rawValue)) · \(quantity)</td>"
    html += "<td class=\"amount\">\(line.gross)</td></tr>\n"
    if line.discount > .zero {
      html += "<tr><td class=\"detail\">скидка</td><td class=\"amount\">\(Money.zero - line.discount)</td></tr>\n"
    }
    return html
  }

  private static func paymentRows(_ payment: ReceiptPayment) -> String {
    switch payment.tender {
    case .card:
      let code = payment.authorizationCode.map { " (код \(escape($0)))" } ?? ""
      return amountRow("Картой\(code)", payment.amount, escaped: true)
    case .cash:
      return amountRow("Наличными", payment.received ?? payment.amount)
    }
  }

  private static func amountRow(_ title: String, _ amount: Money, className: String? = nil, escaped: Bool = false)
    -> String
  {
    let attribute = className.map { " class=\"\($0)\"" } ?? ""
    return "<tr\(attribute)><td>\(escaped ? title : escape(title))</td><td class=\"amount\">\(amount)</td></tr>\n"
  }

  /// Grams as kilograms with three decimals: `0.735`.
  private static func weightText(_ grams: Int) -> String {
    let rest = String(grams % 1000)
    return "\(grams / 1000).\(String(repeating: "0", count: 3 - rest.count))\(rest)"
  }

  /// `dd.MM.yyyy HH:mm` in `timeZone`.
  private static func dateText(_ date: Date, _ timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.day, .month, .year, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { value.map { $0 < 10 ? "0\($0)" : "\($0)" } ?? "00" }
    return "\(two(parts.day)).\(two(parts.month)).\(parts.year ?? 0) \(two(parts.hour)):\(two(parts.minute))"
  }
}
