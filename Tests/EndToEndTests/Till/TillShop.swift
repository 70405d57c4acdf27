import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport

/// The demo shop as the till test reads it from the server's database file: the cashier's register and shop, a
/// piece good with a barcode, and what the books say of its sales, stock and drawer.
struct TillShop {
  let database: SQLiteDatabase
  let register: String
  let shop: UUID
  let article: Article
  let barcode: String

  init(_ database: SQLiteDatabase) throws {
    self.database = database
    let row = try Self.row(
      database,
      """
      SELECT r.id, r.shop_id FROM registers r JOIN staff_assignments a ON a.shop_id = r.shop_id
      JOIN users u ON u.id = a.user_id WHERE u.phone = '\(DemoStaff.members[1].phone)' ORDER BY r.number LIMIT 1
      """)
    register = try row.string(0)
    guard let shop = UUID(uuidString: try row.string(1)) else { throw TestFailure("the shop's id") }
    self.shop = shop
    let good = try Self.row(
      database,
      """
      SELECT v.article, v.barcode FROM product_variants v JOIN variant_prices p ON p.variant_id = v.id
      WHERE v.barcode IS NOT NULL AND v.id NOT IN (SELECT variant_id FROM variant_plu_codes)
      AND p.price_kopecks BETWEEN 10000 AND 300000 ORDER BY v.article LIMIT 1
      """)
    article = Article(rawValue: try good.string(0))
    barcode = try good.string(1)
  }

  /// Counts `quantity` units of the good at the shop, through the ledger.
  func count(_ quantity: Int) throws {
    try admin.count(article, at: shop, quantity: quantity)
  }

  /// The units of the good the shop's books show.
  func quantity() throws -> Int { try admin.quantity(of: article, at: shop) }

  /// Every stock counter that disagrees with its ledger.
  func discrepancies() throws -> [String] { try admin.discrepancies() }

  /// The register's sales the server recorded: their ids (as the till sent them) and totals in kopecks.
  func sales() throws -> [(id: String, total: Int)] {
    try database.withConnection { connection in
      try connection.query(
        "SELECT id, total_kopecks FROM pos_sales WHERE register_id = $1 ORDER BY receipt_number", [.text(register)]
      ).map { (try $0.string(0).uppercased(), try $0.int(1)) }
    }
  }

  /// The open shift's X report as the manager reads it: the sales' count and total, and the cash the drawer should
  /// hold, in kopecks.
  func xReport(port: Int) throws -> (count: Int, total: Int, cashExpected: Int) {
    let shift = try Self.row(
      database, "SELECT id FROM pos_shifts WHERE register_id = '\(register)' AND closed_at IS NULL"
    ).string(0)
    let basic = Data("\(DemoStaff.members[0].phone):\(DemoStaff.password)".utf8).base64EncodedString()
    let login = try RawHTTPClient(port: port).request(
      "POST", "/api/v1/pos/login", headers: [("Authorization", "Basic \(basic)")])
    guard let token = (login.json?["authentication"] as? NSDictionary)?["token"] as? String else {
      throw TestFailure("the manager's login: \(login.status)")
    }
    let report = try RawHTTPClient(port: port).request(
      "GET", "/api/v1/pos/shifts/\(shift.uppercased())/report", headers: [("Authorization", "Token \(token)")])
    guard report.status == 200, let json = report.json, let sales = json["sales"] as? NSDictionary else {
      throw TestFailure("X report: \(report.status) \(report.text.prefix(300))")
    }
    return (
      (sales["count"] as? NSNumber)?.intValue ?? -1, Self.kopecks(sales["total"]), Self.kopecks(json["cash_expected"])
    )
  }

  private var admin: StockAdmin { StockAdmin(database: database, clock: .constant(Date())) }

  private static func kopecks(_ value: Any?) -> Int {
    guard let number = value as? NSNumber else { return -1 }
    return Int((number.decimalValue * 100 as NSDecimalNumber).doubleValue.rounded())
  }

  private static func row(_ database: SQLiteDatabase, _ sql: String) throws -> Row {
    try database.withConnection { connection in
      guard let row = try connection.first(sql) else { throw TestFailure("no row: \(sql)") }
      return row
    }
  }
}
