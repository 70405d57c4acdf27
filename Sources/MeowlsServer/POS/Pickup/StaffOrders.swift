import Foundation
import MeowlsAPI

/// What staff see of a stored order (pick-up or courier): its customer, its lines and the total to pay.
enum StaffOrders {
  /// The account owner's name and phone.
  static func customer(of order: OrderRecord, in connection: any DatabaseConnection) throws -> OrderCustomer {
    let row = try connection.first("SELECT name, phone FROM users WHERE id = $1", [order.userID.sqlValue])
    return OrderCustomer(name: try row?.optionalString(0), phone: try row?.string(1) ?? "")
  }

  /// The lines as bought ("product, variant").
  static func lines(of order: OrderRecord) -> [StaffOrderLine] {
    order.lines.map {
      StaffOrderLine(article: $0.article, count: $0.count, name: "\($0.productName), \($0.variantName)")
    }
  }

  /// The order's `TOTAL`.
  static func total(of order: OrderRecord) -> Money {
    order.totals.last { $0.type == .total }?.value ?? .zero
  }
}
