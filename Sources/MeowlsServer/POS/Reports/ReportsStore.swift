import Foundation
import MeowlsAPI

/// The SQL behind daily reports: sums over a shop's sales, payments, returns and refunds, and the payments for
/// click-and-collect orders taken at its registers (`order_tenders` with a shift of the shop), in `[from, to)` (epoch
/// seconds).
enum ReportsStore {
  /// The IANA time zone of a shop's city; nil for an unknown shop.
  static func timeZone(of shop: Shop.ID, in connection: any DatabaseConnection) throws -> TimeZone? {
    try connection.first(
      "SELECT c.time_zone FROM stock_locations s JOIN cities c ON c.id = s.city_id WHERE s.id = $1 AND s.kind = 'shop'",
      [shop.uuidString.sqlValue]
    ).flatMap { TimeZone(identifier: try $0.string(0)) }
  }

  static func report(
    of shop: Shop, on date: CalendarDate, from: Int64, to: Int64, in connection: any DatabaseConnection
  ) throws -> DailyReport {
    let binds = [shop.id.uuidString.sqlValue, from.sqlValue, to.sqlValue]
    let window = window("")
    let sales = try connection.first(
      "SELECT COUNT(*), COALESCE(SUM(total_kopecks), 0), COALESCE(SUM(discount_kopecks), 0) FROM pos_sales WHERE \(window)",
      binds)
    let returns = try connection.first(
      "SELECT COUNT(*), COALESCE(SUM(total_kopecks), 0) FROM pos_returns WHERE \(window)", binds)
    let salesTally = ShiftTally(count: try sales?.int(0) ?? 0, total: money(try sales?.int(1) ?? 0))
    let returnsTally = ShiftTally(count: try returns?.int(0) ?? 0, total: money(try returns?.int(1) ?? 0))
    return DailyReport(
      cashiers: try cashiers(window, binds, in: connection), date: date, discounts: money(try sales?.int(2) ?? 0),
      net: salesTally.total - returnsTally.total, returns: returnsTally, sales: salesTally, shop: shop,
      tenders: try tenders(window, binds, in: connection), topProducts: try topProducts(window, binds, in: connection))
  }

  private static func money(_ kopecks: Int) -> Money { Money(kopecks: Int64(kopecks)) }

  /// The condition selecting a shop's rows of the day, on a table aliased `alias` (`"s."`, or `""` for none).
  private static func window(_ alias: String) -> String {
    "\(alias)shop_id = $1 AND \(alias)created_at >= $2 AND \(alias)created_at < $3"
  }

  private static func tenders(
    _ window: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [TenderTotals] {
    var taken: [String: Int] = [:]
    var refunded: [String: Int] = [:]
    try connection.forEachRow(
      """
      SELECT p.tender, SUM(p.amount_kopecks) FROM pos_payments p
      WHERE p.sale_id IN (SELECT id FROM pos_sales WHERE \(window)) GROUP BY p.tender
      """, binds
    ) { taken[try $0.string(0)] = try $0.int(1) }
    try connection.forEachRow(
      """
      SELECT f.tender, SUM(f.amount_kopecks) FROM pos_refunds f
      WHERE f.return_id IN (SELECT id FROM pos_returns WHERE \(window)) GROUP BY f.tender
      """, binds
    ) { refunded[try $0.string(0)] = try $0.int(1) }
    var collected: [String: Int] = [:]
    try connection.forEachRow(
      """
      SELECT o.type, SUM(o.amount_kopecks) FROM order_tenders o
      WHERE o.shift_id IN (SELECT id FROM pos_shifts WHERE shop_id = $1) AND o.taken_at >= $2 AND o.taken_at < $3
      GROUP BY o.type
      """, binds
    ) { collected[try $0.string(0)] = try $0.int(1) }
    return ShiftTotals.tenders.map { tender in
      let sales = money(taken[tender.rawValue] ?? 0)
      let orders = money(collected[tender.rawValue] ?? 0)
      let refunds = money(refunded[tender.rawValue] ?? 0)
      return TenderTotals(
        net: sales + orders - refunds, ordersCollected: orders, refunds: refunds, sales: sales, tender: tender)
    }
  }

  private static func cashiers(
    _ window: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [CashierTotals] {
    var totals: [String: CashierTotals] = [:]
    try connection.forEachRow(
      """
      SELECT s.cashier_id, u.name, COUNT(*), SUM(s.total_kopecks) FROM pos_sales s JOIN users u ON u.id = s.cashier_id
      WHERE \(Self.window("s.")) GROUP BY s.cashier_id, u.name
      """, binds
    ) { row in
      guard let id = User.ID(uuidString: try row.string(0)) else { return }
      totals[id.uuidString] = CashierTotals(
        name: try row.optionalString(1), returns: .zero,
        sales: ShiftTally(count: try row.int(2), total: money(try row.int(3))), staffID: id)
    }
    try connection.forEachRow(
      """
      SELECT r.staff_id, u.name, COUNT(*), SUM(r.total_kopecks) FROM pos_returns r JOIN users u ON u.id = r.staff_id
      WHERE \(Self.window("r.")) GROUP BY r.staff_id, u.name
      """, binds
    ) { row in
      guard let id = User.ID(uuidString: try row.string(0)) else { return }
      let returns = ShiftTally(count: try row.int(2), total: money(try row.int(3)))
      let name = try row.optionalString(1)
      totals[id.uuidString, default: CashierTotals(name: name, returns: .zero, sales: .zero, staffID: id)].returns =
        returns
    }
    return totals.values.sorted { ($1.sales.total, $0.staffID.uuidString) < ($0.sales.total, $1.staffID.uuidString) }
  }

  private static func topProducts(
    _ window: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [ProductTotals] {
    try connection.query(
      """
      SELECT l.article, MAX(l.product_name), MAX(l.variant_name), COALESCE(SUM(l.pieces), 0), COALESCE(SUM(l.grams), 0),
        SUM(l.total_kopecks)
      FROM pos_sale_lines l WHERE l.sale_id IN (SELECT id FROM pos_sales WHERE \(window))
      GROUP BY l.article ORDER BY SUM(l.total_kopecks) DESC, l.article LIMIT 10
      """, binds
    ).map { row in
      let variant = try row.string(2)
      return ProductTotals(
        article: Article(rawValue: try row.string(0)), count: try row.int(3), grams: try row.int(4),
        name: variant.isEmpty ? try row.string(1) : "\(try row.string(1)) \(variant)", revenue: money(try row.int(5)))
    }
  }
}
