import Foundation
import MeowlsAPI

/// The SQL behind orders: every statement on `orders`, `order_items`, `order_summaries` and the number sequence.
enum OrderStore {
  /// Takes the next order number (from 1000001). Inside the purchase's transaction: a rollback gives it back.
  static func nextNumber(in connection: any DatabaseConnection) throws -> Int {
    guard
      let row = try connection.first(
        "UPDATE order_number_sequence SET next_number = next_number + 1 WHERE id = 1 RETURNING next_number - 1")
    else { throw RowError.type(column: "order_number_sequence", expected: "its one row") }
    return try row.int(0)
  }

  static func insert(_ order: OrderRecord, in connection: any DatabaseConnection) throws {
    let address = order.address
    // NB: typed apart from the call: as one expression the compiler gave up on its types.
    let binds: [SQLValue] = [
      order.id.sqlValue, order.number.sqlValue, order.userID.sqlValue, order.status.rawValue.sqlValue,
      order.paid.sqlValue, order.paymentType.rawValue.sqlValue, order.comment.sqlValue,
      order.orderDate.string.sqlValue, order.createdAt.sqlValue, order.dueAt.sqlValue,
      order.deliveryType.rawValue.sqlValue, order.stockLocation.sqlValue,
      order.deliveryDate?.string.sqlValue ?? .null,
      order.interval?.id.sqlValue ?? .null, order.interval?.from.string.sqlValue ?? .null,
      order.interval?.to.string.sqlValue ?? .null, address?.city.id.sqlValue ?? .null,
      address?.city.name.sqlValue ?? .null, address?.street.sqlValue ?? .null, address?.house.sqlValue ?? .null,
      address?.flat.sqlValue ?? .null, address?.entrance.sqlValue ?? .null, address?.floor.sqlValue ?? .null,
      address?.formatted.sqlValue ?? .null, address?.location?.latitude.sqlValue ?? .null,
      address?.location?.longitude.sqlValue ?? .null, order.promoCodeID.sqlValue,
    ]
    try connection.executeLater(
      """
      INSERT INTO orders (id, number, user_id, status_code, paid, payment_type, comment, order_date, created_at,
        status_changed_at, due_at, delivery_type, stock_location_id, delivery_date, interval_id, interval_from,
        interval_to, city_id, city_name, street, house, flat, entrance, floor, formatted_address, latitude, longitude,
        promo_code_id)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20, $21, $22,
        $23, $24, $25, $26, $27)
      """, binds)
    for (position, line) in order.lines.enumerated() {
      try connection.executeLater(
        """
        INSERT INTO order_items (id, order_id, position, article, variant_id, product_id, product_name, variant_name,
          count, original_kopecks, price_kopecks, discount_percent)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
        """,
        [
          line.id.sqlValue, order.id.sqlValue, position.sqlValue, line.article.rawValue.sqlValue,
          line.variantID.sqlValue, line.productID.sqlValue, line.productName.sqlValue, line.variantName.sqlValue,
          line.count.sqlValue, line.price.originalPrice.kopecks.sqlValue, line.price.price.kopecks.sqlValue,
          line.price.discount.sqlValue,
        ])
    }
    // NB: one statement for all of an order's totals (a handful): fewer statements for the database server to run.
    // All three kinds of rows go later (`executeLater`): on PostgreSQL they travel with the commit.
    guard !order.totals.isEmpty else { return }
    let rows = order.totals.indices.map { "($1, $\(3 * $0 + 2), $\(3 * $0 + 3), $\(3 * $0 + 4))" }
    try connection.executeLater(
      "INSERT INTO order_summaries (order_id, position, type, value_kopecks) VALUES "
        + rows.joined(separator: ", "),
      [order.id.sqlValue]
        + order.totals.enumerated().flatMap { position, total in
          [position.sqlValue, total.type.rawValue.sqlValue, total.value.kopecks.sqlValue]
        })
  }

  /// The user's order with this number; nil for an unknown number or another user's order.
  static func find(
    number: Int, of user: User.ID, in connection: any DatabaseConnection
  ) throws -> OrderRecord? {
    try orders(
      where: "number = $1 AND user_id = $2", [number.sqlValue, user.sqlValue], connection
    ).first
  }

  /// Any user's order with this number (staff).
  static func find(number: Int, in connection: any DatabaseConnection) throws -> OrderRecord? {
    try orders(where: "number = $1", [number.sqlValue], connection).first
  }

  static func find(id: UUID, in connection: any DatabaseConnection) throws -> OrderRecord? {
    try orders(where: "id = $1", [id.sqlValue], connection).first
  }

  /// One page of the user's orders, newest first, and how many they have in all.
  static func page(
    of user: User.ID, offset: Int, limit: Int, in connection: any DatabaseConnection
  ) throws -> (orders: [OrderRecord], total: Int) {
    let total =
      try connection.first("SELECT COUNT(*) FROM orders WHERE user_id = $1", [user.sqlValue])?
      .int(0) ?? 0
    let orders = try orders(
      where: "user_id = $1 ORDER BY number DESC LIMIT $2 OFFSET $3",
      [user.sqlValue, limit.sqlValue, offset.sqlValue], connection)
    return (orders, total)
  }

  /// Moves the order from `from` to `to` when it is still in `from`; false when another request moved it first.
  /// `paid: true` also marks it paid (a pick-up is paid at the counter).
  static func setStatus(
    _ id: UUID, from: OrderStatusCode, to: OrderStatusCode, markPaid: Bool, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      """
      UPDATE orders SET status_code = $3, status_changed_at = $4, paid = CASE WHEN $5 = 1 THEN 1 ELSE paid END
      WHERE id = $1 AND status_code = $2
      """, [id.sqlValue, from.rawValue.sqlValue, to.rawValue.sqlValue, seconds.sqlValue, markPaid.sqlValue]) == 1
  }

  /// Moves when an open order is overdue (a pick-up made ready waits its holding time from then).
  static func setDue(_ id: UUID, at seconds: Int64, in connection: any DatabaseConnection) throws {
    try connection.execute("UPDATE orders SET due_at = $2 WHERE id = $1", [id.sqlValue, seconds.sqlValue])
  }

  /// Marks an open order paid; false when it is not open or already paid.
  static func markPaid(_ id: UUID, in connection: any DatabaseConnection) throws -> Bool {
    try connection.execute(
      "UPDATE orders SET paid = 1 WHERE id = $1 AND paid = 0 AND status_code IN ('IN_PROGRESS', 'READY_FOR_PICKUP')",
      [id.sqlValue]) == 1
  }

  /// The open orders due by `seconds`, oldest first: the ones the order jobs settle.
  static func overdue(at seconds: Int64, in connection: any DatabaseConnection) throws -> [OrderRecord] {
    try orders(
      where: "status_code IN ('IN_PROGRESS', 'READY_FOR_PICKUP') AND due_at <= $1 ORDER BY number",
      [seconds.sqlValue], connection)
  }

  private static let columns = """
    id, number, user_id, status_code, paid, payment_type, comment, order_date, created_at, due_at, delivery_type,
    stock_location_id, delivery_date, interval_id, interval_from, interval_to, city_id, city_name, street, house, flat,
    entrance, floor, formatted_address, latitude, longitude, promo_code_id
    """

  private static func orders(
    where condition: String, _ binds: [SQLValue], _ connection: any DatabaseConnection
  ) throws -> [OrderRecord] {
    var orders = try connection.query("SELECT \(columns) FROM orders WHERE \(condition)", binds).map(record)
    guard !orders.isEmpty else { return [] }
    let positions = Dictionary(uniqueKeysWithValues: orders.enumerated().map { ($1.id, $0) })
    for chunk in SQLInList.chunks(orders.map(\.id.sqlValue)) {
      let list = SQLInList.placeholders(count: chunk.count)
      let binds = SQLInList.padded(chunk)
      try connection.forEachRow(
        """
        SELECT order_id, id, article, variant_id, product_id, product_name, variant_name, count, original_kopecks,
          price_kopecks, discount_percent
        FROM order_items WHERE order_id IN (\(list)) ORDER BY order_id, position
        """, binds
      ) { row in
        guard let position = positions[try CatalogStorage.uuid(row, 0)] else { return }
        orders[position].lines.append(try line(row))
      }
      try connection.forEachRow(
        "SELECT order_id, type, value_kopecks FROM order_summaries WHERE order_id IN (\(list)) ORDER BY order_id, position",
        binds
      ) { row in
        guard let position = positions[try CatalogStorage.uuid(row, 0)],
          let type = SummaryType(rawValue: try row.string(1))
        else { throw RowError.type(column: "order_summaries.type", expected: "a summary type") }
        orders[position].totals.append(OrderTotal(type: type, value: Money(kopecks: Int64(try row.int(2)))))
      }
    }
    return orders
  }

  private static func record(_ row: Row) throws -> OrderRecord {
    guard let status = OrderStatusCode(rawValue: try row.string(3)),
      let paymentType = PaymentType(rawValue: try row.string(5)),
      let orderDate = CalendarDate(string: try row.string(7)),
      let deliveryType = DeliveryType(rawValue: try row.string(10)),
      let userID = User.ID(storedText: try row.string(2))
    else { throw RowError.type(column: "orders", expected: "a status, payment type, order date and delivery type") }
    return OrderRecord(
      address: try address(row), comment: try row.optionalString(6), createdAt: Int64(try row.int(8)),
      deliveryDate: try row.optionalString(12).flatMap(CalendarDate.init(string:)), deliveryType: deliveryType,
      dueAt: Int64(try row.int(9)), id: try CatalogStorage.uuid(row, 0), interval: try interval(row), lines: [],
      number: try row.int(1), orderDate: orderDate, paid: try row.bool(4), paymentType: paymentType,
      promoCodeID: try row.optionalString(26).flatMap(UUID.init(uuidString:)), status: status,
      stockLocation: try CatalogStorage.uuid(row, 11), totals: [], userID: userID)
  }

  private static func interval(_ row: Row) throws -> DeliveryTimeInterval? {
    guard let id = try row.optionalString(13).flatMap(DeliveryTimeInterval.ID.init(uuidString:)),
      let from = try row.optionalString(14).flatMap(TimeOfDay.init(string:)),
      let to = try row.optionalString(15).flatMap(TimeOfDay.init(string:))
    else { return nil }
    return DeliveryTimeInterval(from: from, id: id, to: to)
  }

  private static func address(_ row: Row) throws -> Address? {
    guard let cityID = try row.optionalString(16).flatMap(City.ID.init(uuidString:)),
      let cityName = try row.optionalString(17), let street = try row.optionalString(18),
      let house = try row.optionalString(19)
    else { return nil }
    let location: Location? =
      if case .null = row[24] { nil } else { Location(latitude: try row.double(24), longitude: try row.double(25)) }
    return Address(
      city: City(id: cityID, name: cityName), entrance: try row.optionalString(21), flat: try row.optionalString(20),
      floor: try row.optionalString(22), formatted: try row.optionalString(23), house: house, location: location,
      street: street)
  }

  private static func line(_ row: Row) throws -> OrderLine {
    let discount: Double? = if case .null = row[10] { nil } else { try row.double(10) }
    return OrderLine(
      article: Article(rawValue: try row.string(2)), count: try row.int(7), id: try CatalogStorage.uuid(row, 1),
      price: Price(
        discount: discount, originalPrice: Money(kopecks: Int64(try row.int(8))),
        price: Money(kopecks: Int64(try row.int(9)))),
      productID: try CatalogStorage.uuid(row, 4), productName: try row.string(5),
      variantID: try row.optionalString(3).flatMap(UUID.init(uuidString:)), variantName: try row.string(6))
  }
}
