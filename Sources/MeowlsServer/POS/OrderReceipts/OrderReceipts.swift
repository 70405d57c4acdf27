import Foundation
import MeowlsAPI

/// The receipt of a payment staff take for an order (a click-and-collect order at the counter, a courier order at
/// the door): printed as a counter sale's «приход» receipt and registered with the fiscal registrar inside the
/// transaction that records the payment, so a registrar that refuses or does not answer rolls the hand-over back
/// (the order stays unpaid, a card charged before is refunded by `OrderPayments`) and nothing is lost.
///
/// The receipt's total is counted where the payment is: the order's `order_tenders` row (in its shift's X and Z
/// reports and the shop's daily report for a counter hand-over); the receipt itself adds nothing to any total.
struct OrderReceipts: Sendable {
  let fiscal: Fiscalization
  let random: RandomSource

  /// Prints, registers and stores the receipt of `tender` for `order`, taken at `register` by `staff` into the
  /// drawer of `shift` (nil for a courier's mobile registrar); answers its number.
  ///
  /// - Throws: `FiscalError` when the registrar refuses or does not answer.
  func issue(
    for order: OrderRecord, tender: Tender, at register: Register, shift: Shift.ID?, by staff: User.ID, date: Date,
    in connection: any DatabaseConnection
  ) throws -> ReceiptNumber {
    let number = try SaleStore.nextReceiptNumber(in: connection)
    let header = try SaleService.header(
      Receipt.ID(random.uuid()), number: number, register: register, cashier: staff, at: date, connection)
    let rates = try ProductVAT.rates(of: order.lines.map(\.productID), in: connection)
    var receipt = Receipt(order: order, tender: tender, header: header) { rates[$0] ?? ProductVAT.standard }
    receipt.seller = fiscal.receiptSeller
    let timeZone = try ReportsStore.timeZone(of: register.shopID, in: connection) ?? TimeZone(identifier: "UTC")!
    receipt.fiscal = try fiscal.register(receipt, at: register, timeZone: timeZone, in: connection)
    try OrderReceiptStore.insert(
      receipt, order: order.id, register: register, shift: shift, staff: staff,
      json: String(decoding: try JSONBodyEncoder().encode(receipt), as: UTF8.self), in: connection)
    return number
  }
}

/// The SQL of `pos_order_receipts` (schema 580).
enum OrderReceiptStore {
  static func insert(
    _ receipt: Receipt, order: UUID, register: Register, shift: Shift.ID?, staff: User.ID, json: String,
    in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      """
      INSERT INTO pos_order_receipts (order_id, receipt_number, shop_id, register_id, shift_id, staff_id,
        total_kopecks, receipt, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
      """,
      [
        order.sqlValue, receipt.number.rawValue.sqlValue, register.shopID.sqlValue, register.id.sqlValue,
        shift?.sqlValue ?? .null, staff.sqlValue, receipt.total.kopecks.sqlValue, json.sqlValue,
        EpochSeconds.from(receipt.issuedAt).sqlValue,
      ])
  }

  /// The shop and stored receipt JSON of the order receipt with this number.
  static func receipt(
    _ number: ReceiptNumber, in connection: any DatabaseConnection
  ) throws -> (shop: Shop.ID, receipt: String)? {
    guard
      let row = try connection.first(
        "SELECT shop_id, receipt FROM pos_order_receipts WHERE receipt_number = $1", [number.rawValue.sqlValue]),
      let shop = Shop.ID(storedText: try row.string(0))
    else { return nil }
    return (shop, try row.string(1))
  }

  /// Every receipt of the chain as the receipts' list reads them: the counter's sales and the orders' payments.
  static let listed = """
    (SELECT receipt_number, shop_id, shift_id, cashier_id, created_at, receipt FROM pos_sales
     UNION ALL
     SELECT receipt_number, shop_id, shift_id, staff_id, created_at, receipt FROM pos_order_receipts) AS receipts
    """
}
