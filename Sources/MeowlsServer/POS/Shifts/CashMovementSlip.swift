import Foundation
import MeowlsAPI

/// A cash movement with what its slip prints besides: the shift's number and the heading's names.
struct PrintedCashMovement: Sendable {
  var movement: CashMovement
  var shiftNumber: Int
  var heading: PrintedHeading
}

/// A cash movement's slip («Внесение наличных» / «Выплата наличных») as a printable 80 mm page, in the receipts'
/// conventions: the seller, shop, register and who moved the cash, the shift, the amount and the reason.
///
/// NB: a cash movement is no fiscal document under 54-FZ (no ФН, ФД, ФП): the slip is the drawer's paper trail.
enum CashMovementSlip {
  static func render(_ page: PrintedCashMovement) -> String {
    let movement = page.movement
    let title = movement.direction == .in ? "Внесение наличных" : "Выплата наличных"
    var html = PrintedPage.head(title: "\(title) № \(movement.id)")
    html += PrintedPage.header(page.heading, title: title, number: "\(movement.id)", date: movement.recordedAt)
    html += "<p>Смена № \(page.shiftNumber)</p>\n<table class=\"totals\">\n"
    html += PrintedPage.amountRow(
      movement.direction == .in ? "Внесено" : "Выплачено", movement.amount, className: "total")
    html += "</table>\n<p>Основание: \(PrintedPage.escape(movement.reason))</p>\n"
    return html + "<footer>Подпись: ____________</footer>\n" + PrintedPage.end
  }
}
