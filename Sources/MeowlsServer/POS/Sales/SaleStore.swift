import Foundation
import MeowlsAPI

/// The SQL behind committed sales: `pos_sales`, `pos_sale_lines`, `pos_payments` and the receipt numbers.
enum SaleStore {
  /// Takes the next receipt number; inside the sale's transaction, so a rollback gives it back.
  static func nextReceiptNumber(in connection: any DatabaseConnection) throws -> ReceiptNumber {
    guard
      let row = try connection.first(
        "UPDATE pos_receipt_sequence SET next_number = next_number + 1 WHERE id = 1 RETURNING next_number - 1")
    else { throw RowError.type(column: "pos_receipt_sequence", expected: "its one row") }
    return ReceiptNumber(try row.int(0))
  }

  /// The request hash and stored receipt JSON of the sale with this id.
  static func stored(_ id: Receipt.ID, in connection: any DatabaseConnection) throws -> (hash: String, receipt: String)?
  {
    try connection.first("SELECT request_hash, receipt FROM pos_sales WHERE id = $1", [id.sqlValue]).map {
      (try $0.string(0), try $0.string(1))
    }
  }

  /// The sale id, shop and stored receipt JSON of the receipt with this number.
  static func receipt(
    _ number: ReceiptNumber, in connection: any DatabaseConnection
  ) throws -> (sale: Receipt.ID, shop: Shop.ID, receipt: String)? {
    guard
      let row = try connection.first(
        "SELECT id, shop_id, receipt FROM pos_sales WHERE receipt_number = $1", [number.rawValue.sqlValue]),
      let sale = Receipt.ID(storedText: try row.string(0)), let shop = Shop.ID(storedText: try row.string(1))
    else { return nil }
    return (sale, shop, try row.string(2))
  }

  /// The article of a variant, for a line picked by variant id.
  static func article(of variant: ProductVariant.ID, in connection: any DatabaseConnection) throws -> String? {
    try connection.first("SELECT article FROM product_variants WHERE id = $1", [variant.sqlValue])?
      .string(0)
  }

  static func insert(_ sale: SaleRecord, in connection: any DatabaseConnection) throws {
    let basket = sale.basket
    try connection.execute(
      """
      INSERT INTO pos_sales (id, receipt_number, shift_id, register_id, shop_id, cashier_id, customer_id, order_id,
        approved_by, promo_code_id, request_hash, subtotal_kopecks, discount_kopecks, total_kopecks, change_kopecks,
        receipt, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17)
      """,
      [
        sale.id.sqlValue, sale.receiptNumber.rawValue.sqlValue, sale.shift.sqlValue,
        sale.register.sqlValue, sale.shop.sqlValue, sale.cashier.sqlValue,
        sale.customer?.sqlValue ?? .null, sale.order.sqlValue, sale.approvedBy?.sqlValue ?? .null,
        sale.promoCode.sqlValue, sale.requestHash.sqlValue, basket.subtotal.kopecks.sqlValue,
        (basket.subtotal - basket.total).kopecks.sqlValue, basket.total.kopecks.sqlValue, sale.change.kopecks.sqlValue,
        sale.receipt.sqlValue, sale.createdAt.sqlValue,
      ])
    for (index, line) in basket.lines.enumerated() {
      var pieces: Int?
      var grams: Int?
      switch line.item.quantity {
      case .pieces(let count): pieces = count
      case .grams(let weight): grams = weight
      }
      try connection.execute(
        """
        INSERT INTO pos_sale_lines (sale_id, position, variant_id, article, product_name, variant_name, pieces, grams,
          unit_price_kopecks, gross_kopecks, discount_kopecks, total_kopecks)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
        """,
        [
          sale.id.sqlValue, (index + 1).sqlValue, line.item.variantID.sqlValue,
          line.item.article.rawValue.sqlValue, line.item.productName.sqlValue, line.item.variantName.sqlValue,
          pieces.sqlValue, grams.sqlValue, line.item.unitPrice.kopecks.sqlValue, line.gross.kopecks.sqlValue,
          (line.gross - line.total).kopecks.sqlValue, line.total.kopecks.sqlValue,
        ])
    }
    for (index, payment) in sale.payments.enumerated() {
      let (tender, received, reference): (PaymentType, Money, String?) =
        switch payment {
        case .card(let amount, let code): (.card, amount, code)
        case .cash(_, let received): (.cash, received, nil)
        }
      try connection.execute(
        """
        INSERT INTO pos_payments (sale_id, position, tender, amount_kopecks, tendered_kopecks, reference)
        VALUES ($1, $2, $3, $4, $5, $6)
        """,
        [
          sale.id.sqlValue, (index + 1).sqlValue, tender.rawValue.sqlValue,
          payment.amount.kopecks.sqlValue, received.kopecks.sqlValue, reference.sqlValue,
        ])
    }
  }
}
