import Foundation
import MeowlsAPI

/// A row of `delivery_tasks`.
struct StoredDeliveryTask: Equatable, Sendable {
  var assignedAt: Int64
  var courierID: User.ID
  var failureReason: String?
  var orderID: UUID
  var status: DeliveryStatus
}

/// The SQL behind courier tasks: every statement on `delivery_tasks` lives here.
enum DeliveryTaskStore {
  private static let columns = "t.order_id, t.courier_id, t.assigned_at, t.status, t.failure_reason"

  /// The task of the order with this number; nil when it has none.
  static func task(number: Int, in connection: any DatabaseConnection) throws -> StoredDeliveryTask? {
    try connection.first(
      "SELECT \(columns) FROM delivery_tasks t JOIN orders o ON o.id = t.order_id WHERE o.number = $1",
      [number.sqlValue]
    ).flatMap(task)
  }

  static func task(order: UUID, in connection: any DatabaseConnection) throws -> StoredDeliveryTask? {
    try connection.first("SELECT \(columns) FROM delivery_tasks t WHERE t.order_id = $1", [order.sqlValue])
      .flatMap(task)
  }

  /// Gives the order to `courier` (again, unless delivered); false when its task is delivered already.
  static func assign(
    _ order: UUID, to courier: User.ID, by staff: User.ID, approvedBy: User.ID?, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      """
      INSERT INTO delivery_tasks (order_id, courier_id, assigned_by, approved_by, assigned_at, status)
      VALUES ($1, $2, $3, $4, $5, 'assigned')
      ON CONFLICT (order_id) DO UPDATE SET courier_id = excluded.courier_id, assigned_by = excluded.assigned_by,
        approved_by = excluded.approved_by, assigned_at = excluded.assigned_at, status = 'assigned',
        failure_reason = NULL, finished_at = NULL
      WHERE delivery_tasks.status <> 'delivered'
      """,
      [
        order.sqlValue, courier.sqlValue, staff.sqlValue,
        approvedBy?.sqlValue ?? .null, seconds.sqlValue,
      ]) == 1
  }

  /// Moves an `assigned` task to `status`; false when another request closed it first.
  static func close(
    _ order: UUID, as status: DeliveryStatus, reason: String?, at seconds: Int64, in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      """
      UPDATE delivery_tasks SET status = $2, failure_reason = $3, finished_at = $4
      WHERE order_id = $1 AND status = 'assigned'
      """, [order.sqlValue, status.rawValue.sqlValue, reason.sqlValue, seconds.sqlValue]) == 1
  }

  /// One page of the order ids of the tasks of `courier`, or of the couriers of `shop` (every task when both are
  /// nil), in `status` when given, by assignment time, and how many there are in all.
  /// The open courier orders to `city` (every city when nil) that no courier has: by delivery date, then number.
  static func waiting(
    city: City.ID?, offset: Int, limit: Int, in connection: any DatabaseConnection
  ) throws -> (ids: [UUID], total: Int) {
    let binds: [SQLValue] = city.map { [$0.sqlValue] } ?? []
    let from = """
      FROM orders o WHERE o.delivery_type = 'courier' AND o.status_code = 'IN_PROGRESS'
        AND NOT EXISTS (SELECT 1 FROM delivery_tasks t WHERE t.order_id = o.id)
        \(city == nil ? "" : "AND o.city_id = $1")
      """
    let total = try connection.first("SELECT COUNT(*) \(from)", binds)?.int(0) ?? 0
    let ids = try connection.query(
      "SELECT o.id \(from) ORDER BY o.delivery_date, o.number LIMIT $\(binds.count + 1) OFFSET $\(binds.count + 2)",
      binds + [limit.sqlValue, offset.sqlValue]
    ).map { try CatalogStorage.uuid($0, 0) }
    return (ids, total)
  }

  static func page(
    courier: User.ID?, shop: Shop.ID?, status: DeliveryStatus?, offset: Int, limit: Int,
    in connection: any DatabaseConnection
  ) throws -> (ids: [UUID], total: Int) {
    var conditions = ["1 = 1"]
    var binds: [SQLValue] = []
    func add(_ condition: String, _ value: SQLValue) {
      binds.append(value)
      conditions.append(condition.replacingOccurrences(of: "?", with: "$\(binds.count)"))
    }
    if let courier { add("t.courier_id = ?", courier.sqlValue) }
    if let shop { add("a.shop_id = ?", shop.sqlValue) }
    if let status { add("t.status = ?", status.rawValue.sqlValue) }
    let from = """
      FROM delivery_tasks t JOIN orders o ON o.id = t.order_id
      LEFT JOIN staff_assignments a ON a.user_id = t.courier_id
      WHERE \(conditions.joined(separator: " AND "))
      """
    let total = try connection.first("SELECT COUNT(*) \(from)", binds)?.int(0) ?? 0
    let ids = try connection.query(
      "SELECT t.order_id \(from) ORDER BY t.assigned_at, o.number LIMIT $\(binds.count + 1) OFFSET $\(binds.count + 2)",
      binds + [limit.sqlValue, offset.sqlValue]
    ).map { try CatalogStorage.uuid($0, 0) }
    return (ids, total)
  }

  private static func task(_ row: Row) throws -> StoredDeliveryTask? {
    guard let courier = User.ID(storedText: try row.string(1)), let status = DeliveryStatus(rawValue: try row.string(3))
    else { return nil }
    return StoredDeliveryTask(
      assignedAt: Int64(try row.int(2)), courierID: courier, failureReason: try row.optionalString(4),
      orderID: try CatalogStorage.uuid(row, 0), status: status)
  }
}
