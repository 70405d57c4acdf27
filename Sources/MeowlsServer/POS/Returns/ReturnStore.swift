import Foundation
import MeowlsAPI

/// The SQL behind returns: the sale as it stands (lines with what came back, tenders with what went back) and the
/// rows of a return.
enum ReturnStore {
  /// A sale line with what a return needs to know about it.
  struct SaleLine: Sendable {
    var article: String
    var byWeight: Bool
    var name: String
    var sold: ReturnPlan.SoldLine
    var variant: UUID?
  }

  /// A sale found by its receipt number.
  struct Sale: Sendable {
    /// The terminal's authorization code of the card payment, if any.
    var cardAuthorization: String?
    var id: Receipt.ID
    var lines: [SaleLine]
    var paid: [PaymentType: Money]
    var refunded: [PaymentType: Money]
    var shop: Shop.ID
  }

  static func sale(_ number: ReceiptNumber, in connection: any DatabaseConnection) throws -> Sale? {
    guard
      let row = try connection.first(
        "SELECT id, shop_id FROM pos_sales WHERE receipt_number = $1", [number.rawValue.sqlValue]),
      let id = Receipt.ID(storedText: try row.string(0)), let shop = Shop.ID(storedText: try row.string(1))
    else { return nil }
    let sale = [id.sqlValue]
    let lines = try connection.query(
      """
      SELECT position, pieces, grams, total_kopecks, returned_quantity, returned_kopecks, article, product_name,
        variant_name, variant_id
      FROM pos_sale_lines WHERE sale_id = $1 ORDER BY position
      """, sale
    ).map { row in
      let variant = try row.string(8)
      return SaleLine(
        article: try row.string(6), byWeight: try row.optionalInt(2) != nil,
        name: variant.isEmpty ? try row.string(7) : "\(try row.string(7)), \(variant)",
        sold: ReturnPlan.SoldLine(
          position: try row.int(0), quantity: try row.optionalInt(1) ?? row.int(2),
          returnedAmount: Money(kopecks: Int64(try row.int(5))), returnedQuantity: try row.int(4),
          total: Money(kopecks: Int64(try row.int(3)))),
        variant: try row.optionalString(9).flatMap(UUID.init(uuidString:)))
    }
    var paid: [PaymentType: Money] = [:]
    var authorization: String?
    try connection.forEachRow("SELECT tender, amount_kopecks, reference FROM pos_payments WHERE sale_id = $1", sale) {
      row in
      guard let tender = PaymentType(rawValue: try row.string(0)) else { return }
      paid[tender, default: .zero] = paid[tender, default: .zero] + Money(kopecks: Int64(try row.int(1)))
      if tender == .card { authorization = try row.optionalString(2) }
    }
    var refunded: [PaymentType: Money] = [:]
    try connection.forEachRow(
      """
      SELECT f.tender, SUM(f.amount_kopecks) FROM pos_refunds f JOIN pos_returns r ON r.id = f.return_id
      WHERE r.sale_id = $1 GROUP BY f.tender
      """, sale
    ) { row in
      if let tender = PaymentType(rawValue: try row.string(0)) {
        refunded[tender] = Money(kopecks: Int64(try row.int(1)))
      }
    }
    return Sale(cardAuthorization: authorization, id: id, lines: lines, paid: paid, refunded: refunded, shop: shop)
  }

  /// Counts `quantity` more of a sale line as returned, for `amount`, when that many are left; false otherwise.
  ///
  /// NB: one conditional statement, like taking stock: two returns racing for the last piece cannot both have it,
  /// whatever the engine or isolation level.
  static func markReturned(
    _ quantity: Int, amount: Money, of sale: Receipt.ID, line position: Int, in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      """
      UPDATE pos_sale_lines SET returned_quantity = returned_quantity + $3, returned_kopecks = returned_kopecks + $4
      WHERE sale_id = $1 AND position = $2 AND returned_quantity + $3 <= COALESCE(pieces, grams)
      """, [sale.sqlValue, position.sqlValue, quantity.sqlValue, amount.kopecks.sqlValue]) == 1
  }

  /// The request hash and stored answer of the return with this id.
  /// The stored answer and shop of the return with this number.
  static func answer(
    number: ReceiptNumber, in connection: any DatabaseConnection
  ) throws -> (answer: String, shop: Shop.ID)? {
    guard
      let row = try connection.first(
        "SELECT answer, shop_id FROM pos_returns WHERE number = $1", [number.rawValue.sqlValue]),
      let shop = Shop.ID(storedText: try row.string(1))
    else { return nil }
    return (try row.string(0), shop)
  }

  static func stored(
    _ id: ReturnReceipt.ID, in connection: any DatabaseConnection
  ) throws -> (hash: String, answer: String)? {
    try connection.first("SELECT request_hash, answer FROM pos_returns WHERE id = $1", [id.sqlValue]).map {
      (try $0.string(0), try $0.string(1))
    }
  }

  /// Stores `answer` as the return's answer (once its card refund is known).
  static func replaceAnswer(
    of id: ReturnReceipt.ID, with answer: String, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      "UPDATE pos_returns SET answer = $2 WHERE id = $1", [id.sqlValue, answer.sqlValue])
  }

  static func insert(
    _ receipt: ReturnReceipt, sale: Receipt.ID, shift: Shift.ID, hash: String, answer: String,
    in connection: any DatabaseConnection
  ) throws {
    let id = receipt.id.sqlValue
    try connection.execute(
      """
      INSERT INTO pos_returns (id, number, sale_id, shift_id, register_id, shop_id, staff_id, approved_by, reason,
        request_hash, total_kopecks, answer, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
      """,
      [
        id, receipt.number.rawValue.sqlValue, sale.sqlValue, shift.sqlValue,
        receipt.registerID.sqlValue, receipt.shopID.sqlValue,
        receipt.staffID.sqlValue, receipt.approvedBy.sqlValue, receipt.reason.sqlValue,
        hash.sqlValue, receipt.total.kopecks.sqlValue, answer.sqlValue, EpochSeconds.from(receipt.issuedAt).sqlValue,
      ])
    for line in receipt.lines {
      try connection.execute(
        """
        INSERT INTO pos_return_lines (return_id, sale_id, position, quantity, amount_kopecks)
        VALUES ($1, $2, $3, $4, $5)
        """,
        [
          id, sale.sqlValue, line.line.sqlValue, (line.count ?? line.grams ?? 0).sqlValue,
          line.amount.kopecks.sqlValue,
        ])
    }
    for refund in receipt.refunds {
      try connection.execute(
        "INSERT INTO pos_refunds (return_id, tender, amount_kopecks) VALUES ($1, $2, $3)",
        [id, refund.tender.rawValue.sqlValue, refund.amount.kopecks.sqlValue])
    }
  }
}
