import Foundation
import MeowlsAPI

/// The payment staff take for an unpaid order on hand-over, and its `order_tenders` row.
enum OrderTenders {
  /// The tender for `request` against `due`, before any card is charged (a card tender has no authorization code
  /// yet: `OrderPayments` charges it); nil for an order already paid.
  ///
  /// - Throws: `OrderPaymentError.paymentRequired` without a request, `.tender(.notEnoughCash)` for cash below
  ///   `due` (the counter sale's `TenderPlan` does the arithmetic).
  static func tender(for request: TenderRequest?, due: Money, paid: Bool) throws(OrderPaymentError) -> Tender? {
    guard !paid else { return nil }
    guard let request else { throw .paymentRequired(due: due) }
    switch request.type {
    case .card:
      return Tender(amount: due, type: .card)
    case .cash:
      let received = request.received ?? due
      do {
        let plan = try TenderPlan(total: due, cash: received)
        return Tender(amount: due, change: plan.change, received: received, type: .cash)
      } catch {
        throw .tender(error)
      }
    }
  }

  /// Records the tender of `order` (one per order), taken into the drawer of `shift` (nil: not at a register, e.g.
  /// a courier at the door).
  static func record(
    _ tender: Tender, order: UUID, by staff: User.ID, at seconds: Int64, shift: Shift.ID? = nil,
    in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO order_tenders (order_id, type, amount_kopecks, received_kopecks, change_kopecks,
        authorization_code, taken_by, taken_at, shift_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      """,
      [
        order.sqlValue, tender.type.rawValue.sqlValue, tender.amount.kopecks.sqlValue,
        tender.received?.kopecks.sqlValue ?? .null, tender.change?.kopecks.sqlValue ?? .null,
        tender.authorizationCode.sqlValue, staff.sqlValue, seconds.sqlValue,
        shift?.sqlValue ?? .null,
      ])
  }
}
