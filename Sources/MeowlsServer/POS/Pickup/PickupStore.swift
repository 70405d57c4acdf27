import Foundation
import MeowlsAPI

/// The SQL of the shop's pick-up list (the orders themselves are read through `OrderStore`).
enum PickupStore {
  /// One page of the ids of `self_pickup` orders at `shop` (every shop when nil), in `status` when given, oldest
  /// first, and how many there are in all.
  static func page(
    shop: Shop.ID?, status: OrderStatusCode?, offset: Int, limit: Int, in connection: any DatabaseConnection
  ) throws -> (ids: [UUID], total: Int) {
    var conditions = ["delivery_type = 'self_pickup'"]
    var binds: [SQLValue] = []
    if let shop {
      binds.append(shop.sqlValue)
      conditions.append("stock_location_id = $\(binds.count)")
    }
    if let status {
      binds.append(status.rawValue.sqlValue)
      conditions.append("status_code = $\(binds.count)")
    }
    let condition = conditions.joined(separator: " AND ")
    let total = try connection.first("SELECT COUNT(*) FROM orders WHERE \(condition)", binds)?.int(0) ?? 0
    let ids = try connection.query(
      "SELECT id FROM orders WHERE \(condition) ORDER BY number LIMIT $\(binds.count + 1) OFFSET $\(binds.count + 2)",
      binds + [limit.sqlValue, offset.sqlValue]
    ).map { try CatalogStorage.uuid($0, 0) }
    return (ids, total)
  }
}
