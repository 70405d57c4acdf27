import Foundation
import MeowlsAPI

/// The SQL of the back office's orders: the listed form (with the customer, the total and what was refunded) and an
/// order's payment.
enum OrderAdminStore {
  /// One page of the orders matching `query` within `shop` (nil: every order), newest first, and how many match.
  static func page(
    _ query: AdminOrderQuery, shop: Shop.ID?, in connection: any DatabaseConnection
  ) throws -> (orders: [AdminOrder], total: Int) {
    var conditions: [String] = []
    var binds: [SQLValue] = []
    func add(_ condition: String, _ value: SQLValue) {
      binds.append(value)
      conditions.append(condition.replacingOccurrences(of: "$?", with: "$\(binds.count)"))
    }
    if let number = query.number { add("o.number = $?", number.sqlValue) }
    if let phone = query.phone { add("u.phone = $?", PhoneNumber.normalised(phone).sqlValue) }
    if let from = query.from { add("o.order_date >= $?", from.string.sqlValue) }
    if let to = query.to { add("o.order_date <= $?", to.string.sqlValue) }
    if let status = query.status { add("o.status_code = $?", status.rawValue.sqlValue) }
    if let shop = shop ?? query.shopID {
      add("o.delivery_type = 'self_pickup' AND o.stock_location_id = $?", shop.sqlValue)
    }
    let filter = conditions.isEmpty ? "" : "WHERE " + conditions.joined(separator: " AND ")
    let total =
      try connection.first("SELECT COUNT(*) FROM orders o JOIN users u ON u.id = o.user_id \(filter)", binds)?
      .int(0) ?? 0
    let orders = try rows(
      "\(filter) ORDER BY o.number DESC LIMIT $\(binds.count + 1) OFFSET $\(binds.count + 2)",
      binds + [query.page.limit.sqlValue, query.page.offset.sqlValue], connection)
    return (orders, total)
  }

  /// The listed form of one order.
  static func order(_ id: UUID, in connection: any DatabaseConnection) throws -> AdminOrder? {
    try rows("WHERE o.id = $1", [id.sqlValue], connection).first
  }

  /// How `order` was paid: the tender staff took at its hand-over, else (paid with none) the online payment of its
  /// total; nil while unpaid.
  static func payment(of order: OrderRecord, in connection: any DatabaseConnection) throws -> AdminOrderPayment? {
    guard order.paid else { return nil }
    guard
      let row = try connection.first(
        "SELECT type, amount_kopecks, authorization_code, taken_at FROM order_tenders WHERE order_id = $1",
        [order.id.sqlValue])
    else { return AdminOrderPayment(amount: StaffOrders.total(of: order), method: .online) }
    return AdminOrderPayment(
      amount: Money(kopecks: Int64(try row.int(1))), authorizationCode: try row.optionalString(2),
      method: try row.string(0) == "card" ? .card : .cash, takenAt: EpochSeconds.date(try row.int(3)))
  }

  private static func rows(
    _ tail: String, _ binds: [SQLValue], _ connection: any DatabaseConnection
  ) throws -> [AdminOrder] {
    try connection.query(
      """
      SELECT o.id, o.number, o.status_code, o.paid, o.payment_type, o.order_date, o.created_at, o.delivery_type,
        o.stock_location_id, u.name, u.phone,
        (SELECT s.value_kopecks FROM order_summaries s WHERE s.order_id = o.id AND s.type = 'TOTAL'),
        (SELECT COALESCE(SUM(r.amount_kopecks), 0) FROM order_refunds r WHERE r.order_id = o.id
          AND r.status <> 'declined')
      FROM orders o JOIN users u ON u.id = o.user_id \(tail)
      """, binds
    ).map(order)
  }

  private static func order(_ row: Row) throws -> AdminOrder {
    guard let status = OrderStatusCode(rawValue: try row.string(2)),
      let paymentType = PaymentType(rawValue: try row.string(4)),
      let orderDate = CalendarDate(string: try row.string(5)),
      let delivery = DeliveryType(rawValue: try row.string(7))
    else { throw RowError.type(column: "orders", expected: "a status, payment type, order date and delivery type") }
    return AdminOrder(
      createdAt: EpochSeconds.date(try row.int(6)),
      customer: OrderCustomer(name: try row.optionalString(9), phone: try row.string(10)), deliveryType: delivery,
      id: Order.ID(try CatalogStorage.uuid(row, 0)), number: OrderNumber(try row.int(1)), orderDate: orderDate,
      paid: try row.bool(3), paymentType: paymentType, refunded: Money(kopecks: Int64(try row.int(12))),
      shopID: delivery == .selfPickup ? Shop.ID(try CatalogStorage.uuid(row, 8)) : nil, statusCode: status,
      total: Money(kopecks: Int64(try row.optionalInt(11) ?? 0)))
  }
}
