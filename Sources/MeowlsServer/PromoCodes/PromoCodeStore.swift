import Foundation
import MeowlsAPI

/// The SQL behind promo codes: every statement on `promo_codes` and its target and redemption tables lives here.
enum PromoCodeStore {
  /// The code spelled `code` in any letter case.
  static func rule(code: String, in connection: any DatabaseConnection) throws -> PromoCodeRule? {
    try connection.query(
      "SELECT \(PromoCodeRule.columns) FROM promo_codes WHERE code_key = $1", [PromoCodeRule.key(code).sqlValue],
      as: PromoCodeRule.self
    ).first
  }

  static func rule(id: UUID, in connection: any DatabaseConnection) throws -> PromoCodeRule? {
    try connection.query(
      "SELECT \(PromoCodeRule.columns) FROM promo_codes WHERE id = $1", [id.sqlValue], as: PromoCodeRule.self
    ).first
  }

  /// Every code, in the order they were added.
  static func all(in connection: any DatabaseConnection) throws -> [PromoCodeRule] {
    try connection.query(
      "SELECT \(PromoCodeRule.columns) FROM promo_codes ORDER BY created_at, code_key", as: PromoCodeRule.self)
  }

  /// Which of `products` the code covers; nil when it covers everything. A category covers its descendants.
  static func coveredProducts(
    by rule: PromoCodeRule, among products: [Product.ID], in connection: any DatabaseConnection
  ) throws -> Set<Product.ID>? {
    let query: String
    switch rule.scope {
    case .everything: return nil
    case .products: query = "SELECT product_id FROM promo_code_products WHERE promo_code_id = $1 AND product_id IN "
    case .categories:
      query = """
        WITH RECURSIVE covered (id) AS (
          SELECT category_id FROM promo_code_categories WHERE promo_code_id = $1
          UNION SELECT c.id FROM categories c JOIN covered ON c.parent_id = covered.id
        )
        SELECT DISTINCT pc.product_id FROM product_categories pc JOIN covered ON covered.id = pc.category_id
        WHERE pc.product_id IN
        """
    }
    var covered: Set<Product.ID> = []
    for chunk in SQLInList.chunks(products.map(\.rawValue.sqlValue)) {
      try connection.forEachRow(
        query + " (\(SQLInList.placeholders(count: chunk.count, from: 2)))",
        [rule.id.sqlValue] + SQLInList.padded(chunk)
      ) { row in
        if let id = Product.ID(storedText: try row.string(0)) { covered.insert(id) }
      }
    }
    return covered
  }

  /// Whether `user` has redeemed the code before.
  static func isRedeemed(_ rule: UUID, by user: User.ID, in connection: any DatabaseConnection) throws -> Bool {
    try connection.first(
      "SELECT 1 FROM promo_code_redemptions WHERE user_id = $1 AND promo_code_id = $2",
      [user.sqlValue, rule.sqlValue]) != nil
  }

  /// Gives back the code an order used: a cancelled order no longer counts as a use, so a once-per-customer code
  /// works again for its customer.
  static func release(order: UUID, in connection: any DatabaseConnection) throws {
    try connection.execute("DELETE FROM promo_code_redemptions WHERE order_id = $1", [order.sqlValue])
  }

  /// Records that an order of `user` used the code (the checkout calls it in the purchase's transaction).
  ///
  /// - Throws: `PromoCodeError.alreadyUsed` for a once-per-user code this user has redeemed before.
  static func redeem(
    _ rule: PromoCodeRule, by user: User.ID, order: String?, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    if rule.oncePerUser, try isRedeemed(rule.id, by: user, in: connection) { throw PromoCodeError.alreadyUsed }
    try connection.execute(
      "INSERT INTO promo_code_redemptions (promo_code_id, user_id, order_id, redeemed_at) VALUES ($1, $2, $3, $4)",
      [rule.id.sqlValue, user.sqlValue, order.sqlValue, seconds.sqlValue])
  }
}

extension PromoCodeRule: RowDecodable {
  /// The columns `init(row:)` expects, in order.
  static let columns =
    "id, code, kind, value, valid_from, valid_until, is_active, minimum_total_kopecks, scope, once_per_user"

  init(row: Row) throws {
    let value = try row.int(3)
    let benefit: Benefit? =
      switch try row.string(2) {
      case "percent": .percent(value)
      case "fixed_amount": .fixedAmount(Money(kopecks: Int64(value)))
      default: nil
      }
    guard let id = UUID(storedText: try row.string(0)), let benefit, let scope = Scope(rawValue: try row.string(8))
    else { throw RowError.type(column: "promo_codes", expected: "a UUID, a kind and a scope") }
    self.init(
      benefit: benefit, code: try row.string(1), id: id, isActive: try row.bool(6),
      minimumTotal: try row.optionalInt(7).map { Money(kopecks: Int64($0)) }, oncePerUser: try row.bool(9),
      scope: scope, validFrom: try row.optionalString(4), validUntil: try row.optionalString(5))
  }

  /// `kind` and `value` as stored.
  var storedBenefit: (kind: String, value: Int64) {
    switch benefit {
    case .fixedAmount(let amount): ("fixed_amount", amount.kopecks)
    case .percent(let percent): ("percent", Int64(percent))
    }
  }
}
