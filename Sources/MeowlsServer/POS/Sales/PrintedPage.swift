import Foundation
import MeowlsAPI

/// The pieces every printed POS page shares (receipts, returns, slips, X and Z reports): an 80 mm page with inline
/// CSS and no script, the seller's header, amount rows and the fiscal block with its QR code. Every text is escaped.
enum PrintedPage {
  static func escape(_ text: String) -> String { MarkupEscaping.escaped(text) }

  static func head(title: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="ru">
    <head>
    <meta charset="utf-8">
    <title>\(escape(title))</title>
    <style>
    @page { size: 80mm auto; margin: 4mm; }
    body { width: 72mm; margin: 0 auto; font: 12px/1.3 monospace; }
    h1 { font-size: 14px; text-align: center; margin: 0; }
    h2 { font-size: 13px; text-align: center; margin: 4px 0; }
    header p, footer, .fiscal p { text-align: center; margin: 2px 0; }
    table { width: 100%; border-collapse: collapse; margin-top: 6px; }
    td.amount { text-align: right; white-space: nowrap; }
    tr.total td { font-weight: bold; border-top: 1px dashed #000; }
    td.detail { padding-left: 4mm; }
    .qr { text-align: center; margin-top: 4px; }
    </style>
    </head>
    <body>

    """
  }

  /// The seller (legal name, INN), the shop, and the document's title, number, time, register and cashier.
  static func header(_ heading: PrintedHeading, title: String, number: String, date: Date) -> String {
    var html = "<header>\n"
    if let seller = heading.seller {
      html += "<h1>\(escape(seller.name))</h1>\n<p>ИНН \(escape(seller.inn)) · СНО \(escape(seller.taxation))</p>\n"
    }
    html += "<p>\(escape(heading.shop))</p>\n<p>\(escape(heading.address))</p>\n<h2>\(escape(title))</h2>\n"
    html += "<p>№ \(escape(number)) · \(RussianFormat.dateTime(date, heading.timeZone))</p>\n"
    html += "<p>Касса: \(escape(heading.register)) · Кассир: \(escape(heading.cashier))</p>\n</header>\n"
    return html
  }

  static func amountRow(_ title: String, _ amount: Money, className: String? = nil) -> String {
    let attribute = className.map { " class=\"\($0)\"" } ?? ""
    return "<tr\(attribute)><td>\(escape(title))</td><td class=\"amount\">\(RussianFormat.money(amount))</td></tr>\n"
  }

  /// ФН, ФД, ФП and the tax service's QR code, drawn as inline SVG.
  static func fiscal(_ fiscal: ReceiptFiscal?) -> String {
    guard let fiscal else { return "" }
    var html = "<div class=\"fiscal\">\n<p>ФН \(escape(fiscal.fn)) · ФД \(fiscal.fd) · ФП \(escape(fiscal.fp))</p>\n"
    if let svg = QRCodeSVG.svg(of: fiscal.qr) { html += "<div class=\"qr\">\(svg)</div>\n" }
    return html + "</div>\n"
  }

  static let end = "</body>\n</html>\n"
}
