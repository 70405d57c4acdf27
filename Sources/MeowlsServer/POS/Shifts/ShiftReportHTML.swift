import Foundation
import MeowlsAPI

/// An X or Z report as a printable 80 mm page (`GET /pos/shifts/{id}/report.html`), as the reader may see it: a
/// cashier's X report of an open shift stays blind (no expected cash, no tender lines).
enum ShiftReportHTML {
  /// `heading` names as its cashier who opened the shift.
  static func render(_ report: ShiftReport, _ heading: PrintedHeading) -> String {
    let title = report.kind == .z ? "Отчёт о закрытии смены (Z)" : "Отчёт без гашения (X)"
    var html = PrintedPage.head(title: title)
    html += PrintedPage.header(heading, title: title, number: "смены \(report.shift.number)", date: report.generatedAt)
    html += "<table class=\"totals\">\n"
    html += PrintedPage.amountRow("Размен на начало", report.openingFloat)
    html += PrintedPage.amountRow("Внесения", report.cashIn)
    html += PrintedPage.amountRow("Изъятия", report.cashOut)
    html += PrintedPage.amountRow("Продажи (\(report.sales.count))", report.sales.total)
    html += PrintedPage.amountRow("Возвраты (\(report.returns.count))", report.returns.total)
    html += PrintedPage.amountRow("Заказы выданы (\(report.ordersCollected.count))", report.ordersCollected.total)
    html += PrintedPage.amountRow("Скидки", report.discounts)
    for line in report.tenders {
      let name = line.tender == .cash ? "Наличные" : "Безналичные"
      html += PrintedPage.amountRow("\(name): ожидается", line.expected)
      if let counted = line.counted { html += PrintedPage.amountRow("\(name): пересчитано", counted) }
      if let difference = line.difference { html += PrintedPage.amountRow("\(name): расхождение", difference) }
    }
    if let cash = report.cashExpected { html += PrintedPage.amountRow("В кассе ожидается", cash, className: "total") }
    html += "</table>\n"
    if report.blind == true { html += "<p>Слепой пересчёт: ожидаемая сумма не показывается.</p>\n" }
    return html + PrintedPage.end
  }
}
