import Foundation
import MeowlsAPI

/// Gives money of a paid order back the way it came (`order_refunds`, 740): a card through the terminal, cash or an
/// online payment at once. Partial refunds add up to at most what was paid.
///
/// NB: a card refund is reserved first (a `pending` row, written only while the refunds so far plus this one fit in
/// the payment: one conditional statement, so two racing refunds cannot both take the last money), then the
/// terminal is asked outside any transaction (`CardRefunds`, as the POS does), then the row is settled. The audit
/// row is written with the approved refund; a declined one writes none and answers 400 `cardDeclined`.
struct OrderRefunds: Sendable {
  /// The largest refund: the POS's bound on an amount (10,000,000 ₽).
  static let maximum = Money(rubles: 10_000_000)

  let clock: Clock
  let database: any Database
  let refunds: CardRefunds

  /// Refunds `request` of `order` (found and checked by the caller) for `staff`, acting as `actor`.
  func refund(
    _ id: UUID, _ request: OrderRefundRequest, by actor: AdminActor, staff: User.ID,
    check: (OrderRecord) throws -> Void
  ) throws -> AdminOrderRefund {
    let reason = request.reason.trimmingCharacters(in: .whitespacesAndNewlines)
    guard (1...200).contains(reason.count) else {
      throw OrderAdminError.invalid(field: "reason", reason: "A refund needs a reason of 1 to 200 characters.")
    }
    if let amount = request.amount, amount <= .zero || amount > Self.maximum { throw OrderAdminError.invalidAmount }
    let seconds = EpochSeconds.from(clock.now())
    let reserved = try database.transaction { connection in
      guard let order = try OrderStore.find(id: id, in: connection) else {
        throw OrderAdminError.notFound(id.uuidString)
      }
      try check(order)
      guard let payment = try OrderAdminStore.payment(of: order, in: connection) else { throw OrderAdminError.notPaid }
      if payment.method == .card, payment.authorizationCode == nil { throw OrderAdminError.noCardAuthorization }
      let before = try OrderAdminStore.order(id, in: connection)
      let left = max(payment.amount - (before?.refunded ?? .zero), .zero)
      let amount = request.amount ?? left
      guard amount > .zero, amount <= left else {
        throw OrderAdminError.refundExceedsPayment(asked: amount, left: left)
      }
      let status: AdminOrderRefund.Status = payment.method == .card ? .pending : .approved
      guard
        let row = try connection.first(
          """
          INSERT INTO order_refunds (order_id, amount_kopecks, method, status, reason, staff_id, created_at)
          SELECT $1, $2, $3, $4, $5, $6, $7
          WHERE (SELECT COALESCE(SUM(amount_kopecks), 0) FROM order_refunds WHERE order_id = $1
            AND status <> 'declined') + $2 <= $8
          RETURNING id
          """,
          [
            id.sqlValue, amount.kopecks.sqlValue, payment.method.rawValue.sqlValue, status.rawValue.sqlValue,
            reason.sqlValue, staff.sqlValue, seconds.sqlValue, payment.amount.kopecks.sqlValue,
          ])
      else { throw OrderAdminError.refundExceedsPayment(asked: amount, left: left) }
      let refund = AdminOrderRefund(
        amount: amount, createdAt: EpochSeconds.date(Int(seconds)), id: try row.int(0), method: payment.method,
        reason: reason, staffID: staff, status: status)
      if status == .approved { try audit(refund, of: id, before: before, by: actor, at: seconds, connection) }
      return (refund, payment.authorizationCode, before)
    }
    guard reserved.0.status == .pending, let code = reserved.1 else { return reserved.0 }
    return try settle(reserved.0, of: id, code: code, before: reserved.2, by: actor, staff: staff)
  }

  /// Asks the terminal for a reserved card refund and writes its answer.
  private func settle(
    _ pending: AdminOrderRefund, of id: UUID, code: String, before: AdminOrder?, by actor: AdminActor,
    staff: User.ID
  ) throws -> AdminOrderRefund {
    let answer = refunds.refund(pending.amount, of: code, for: .order(id), by: staff)
    var refund = pending
    refund.status = answer.status == .approved ? .approved : .declined
    refund.authorizationCode = answer.authorizationCode
    refund.declineReason = answer.reason
    let seconds = EpochSeconds.from(clock.now())
    try database.transaction { connection in
      try connection.execute(
        "UPDATE order_refunds SET status = $2, authorization_code = $3, decline_reason = $4 WHERE id = $1",
        [
          refund.id.sqlValue, refund.status.rawValue.sqlValue, refund.authorizationCode.sqlValue,
          refund.declineReason.sqlValue,
        ])
      if refund.status == .approved { try audit(refund, of: id, before: before, by: actor, at: seconds, connection) }
    }
    if refund.status == .declined { throw TenderError.cardDeclined(reason: refund.declineReason ?? "") }
    return refund
  }

  private func audit(
    _ refund: AdminOrderRefund, of id: UUID, before: AdminOrder?, by actor: AdminActor, at seconds: Int64,
    _ connection: any DatabaseConnection
  ) throws {
    try AuditLog.record(
      AuditLog.Change(
        action: "order.refund", after: refund, before: before, subjectID: id.uuidString, subjectType: "order"),
      by: actor, at: seconds, in: connection)
  }

  /// Every refund of an order, oldest first.
  static func refunds(of id: UUID, in connection: any DatabaseConnection) throws -> [AdminOrderRefund] {
    try connection.query(
      """
      SELECT id, amount_kopecks, method, status, reason, authorization_code, decline_reason, staff_id, created_at
      FROM order_refunds WHERE order_id = $1 ORDER BY id
      """, [id.sqlValue]
    ).map { row in
      guard let method = AdminPaymentMethod(rawValue: try row.string(2)),
        let status = AdminOrderRefund.Status(rawValue: try row.string(3))
      else { throw RowError.type(column: "order_refunds", expected: "a method and a status") }
      return AdminOrderRefund(
        amount: Money(kopecks: Int64(try row.int(1))), authorizationCode: try row.optionalString(5),
        createdAt: EpochSeconds.date(try row.int(8)), declineReason: try row.optionalString(6), id: try row.int(0),
        method: method, reason: try row.string(4),
        staffID: try row.optionalString(7).flatMap(User.ID.init(storedText:)), status: status)
    }
  }
}
