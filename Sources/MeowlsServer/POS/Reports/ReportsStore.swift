import Foundation
import MeowlsAPI

/// The SQL behind daily reports: a shop's sales, payments, returns and refunds, and the payments for
/// click-and-collect orders taken at its registers (`order_tenders` with a shift of the shop), in `[from, to)` (epoch
/// seconds), summed by `AmountSums` so that no stored amount can make the day's report fail.
enum ReportsStore {
  /// The IANA time zone of a shop's city; nil for an unknown shop.
  static func timeZone(of shop: Shop.ID, in connection: any DatabaseConnection) throws -> TimeZone? {
    try connection.first(
      "SELECT c.time_zone FROM stock_locations s JOIN cities c ON c.id = s.city_id WHERE s.id = $1 AND s.kind = 'shop'",
      [shop.sqlValue]
    ).flatMap { TimeZone(identifier: try $0.string(0)) }
  }

  static func report(
    of shop: Shop, on date: CalendarDate, from: Int64, to: Int64, in connection: any DatabaseConnection
  ) throws -> DailyReport {
    let binds = [shop.id.sqlValue, from.sqlValue, to.sqlValue]
    let window = window("")
    let sales = try AmountSums.tally("SELECT total_kopecks FROM pos_sales WHERE \(window)", binds, in: connection)
    let discounts = try AmountSums.tally(
      "SELECT discount_kopecks FROM pos_sales WHERE \(window)", binds, in: connection)
    let returns = try AmountSums.tally("SELECT total_kopecks FROM pos_returns WHERE \(window)", binds, in: connection)
    let tenders = try tenders(window, binds, in: connection)
    // NB: the day's net is what its tenders netted, orders collected at the counter included, so the summary and
    // the tender rows always add up.
    return DailyReport(
      cashiers: try cashiers(window, binds, in: connection), date: date, discounts: discounts.total,
      net: tenders.reduce(Money.zero) { $0 + $1.net }, returns: returns, sales: sales, shop: shop,
      tenders: tenders, topProducts: try topProducts(window, binds, in: connection))
  }

  /// The condition selecting a shop's rows of the day, on a table aliased `alias` (`"s."`, or `""` for none).
  private static func window(_ alias: String) -> String {
    "\(alias)shop_id = $1 AND \(alias)created_at >= $2 AND \(alias)created_at < $3"
  }

  private static func tenders(
    _ window: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [TenderTotals] {
    let taken = AmountSums.perTender(
      try AmountSums.tallies(
        """
        SELECT p.tender, p.amount_kopecks FROM pos_payments p
        WHERE p.sale_id IN (SELECT id FROM pos_sales WHERE \(window))
        """, binds, in: connection))
    let refunded = AmountSums.perTender(
      try AmountSums.tallies(
        """
        SELECT f.tender, f.amount_kopecks FROM pos_refunds f
        WHERE f.return_id IN (SELECT id FROM pos_returns WHERE \(window))
        """, binds, in: connection))
    let collected = AmountSums.perTender(
      try AmountSums.tallies(
        """
        SELECT o.type, o.amount_kopecks FROM order_tenders o
        WHERE o.shift_id IN (SELECT id FROM pos_shifts WHERE shop_id = $1) AND o.taken_at >= $2 AND o.taken_at < $3
        """, binds, in: connection))
    return ShiftTotals.tenders.map { tender in
      let sales = taken[tender, default: .zero]
      let orders = collected[tender, default: .zero]
      let refunds = refunded[tender, default: .zero]
      return TenderTotals(
        net: sales + orders - refunds, ordersCollected: orders, refunds: refunds, sales: sales, tender: tender)
    }
  }

  private static func cashiers(
    _ window: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [CashierTotals] {
    let sales = try AmountSums.tallies(
      "SELECT cashier_id, total_kopecks FROM pos_sales WHERE \(window)", binds, in: connection)
    let returns = try AmountSums.tallies(
      "SELECT staff_id, total_kopecks FROM pos_returns WHERE \(window)", binds, in: connection)
    let totals = try Set(sales.keys).union(returns.keys).compactMap { key -> CashierTotals? in
      guard let id = User.ID(uuidString: key),
        let user = try connection.first("SELECT name FROM users WHERE id = $1", [key.sqlValue])
      else { return nil }
      return CashierTotals(
        name: try user.optionalString(0), returns: returns[key] ?? .zero, sales: sales[key] ?? .zero, staffID: id)
    }
    return totals.sorted { ($1.sales.total, $0.staffID.uuidString) < ($0.sales.total, $1.staffID.uuidString) }
  }

  /// The ten articles that brought in the most, net of the day's returns at the shop, then by article; summed here
  /// (`AmountSums`), not by SQL.
  private static func topProducts(
    _ window: String, _ binds: [SQLValue], in connection: any DatabaseConnection
  ) throws -> [ProductTotals] {
    var products: [String: (product: String, variant: String, totals: ProductTotals)] = [:]
    func add(_ row: Row, sign: Int) throws {
      let article = try row.string(0)
      var entry =
        products[article]
        ?? ("", "", ProductTotals(article: Article(rawValue: article), count: 0, grams: 0, name: "", revenue: .zero))
      entry.product = max(entry.product, try row.string(1))
      entry.variant = max(entry.variant, try row.string(2))
      entry.totals.count = AmountSums.adding(entry.totals.count, sign * (try row.int(3)))
      entry.totals.grams = AmountSums.adding(entry.totals.grams, sign * (try row.int(4)))
      let amount = Money(kopecks: Int64(try row.int(5)))
      entry.totals.revenue = sign > 0 ? entry.totals.revenue + amount : entry.totals.revenue - amount
      products[article] = entry
    }
    try connection.forEachRow(
      """
      SELECT l.article, l.product_name, l.variant_name, COALESCE(l.pieces, 0), COALESCE(l.grams, 0), l.total_kopecks
      FROM pos_sale_lines l WHERE l.sale_id IN (SELECT id FROM pos_sales WHERE \(window))
      """, binds
    ) { try add($0, sign: 1) }
    try connection.forEachRow(
      """
      SELECT l.article, l.product_name, l.variant_name, CASE WHEN l.pieces IS NULL THEN 0 ELSE r.quantity END,
        CASE WHEN l.grams IS NULL THEN 0 ELSE r.quantity END, r.amount_kopecks
      FROM pos_return_lines r JOIN pos_sale_lines l ON l.sale_id = r.sale_id AND l.position = r.position
      WHERE r.return_id IN (SELECT id FROM pos_returns WHERE \(window))
      """, binds
    ) { try add($0, sign: -1) }
    return products.values.map { entry in
      var totals = entry.totals
      totals.name = entry.variant.isEmpty ? entry.product : "\(entry.product) \(entry.variant)"
      return totals
    }
    .sorted { ($1.revenue, $0.article.rawValue) < ($0.revenue, $1.article.rawValue) }
    .prefix(10).map { $0 }
  }
}
