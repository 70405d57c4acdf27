import Foundation

/// The statements `PromoCodeAdmin` needs besides the cart's: adding, disabling, and naming what codes cover.
extension PromoCodeStore {
  /// Adds `rule` and its targets (products or categories, per its scope); false when its code is taken.
  static func insert(
    _ rule: PromoCodeRule, targets: [UUID], createdAt seconds: Int64, in connection: any DatabaseConnection
  ) throws -> Bool {
    let benefit = rule.storedBenefit
    let added = try connection.execute(
      """
      INSERT INTO promo_codes (id, code, code_key, kind, value, valid_from, valid_until, is_active,
        minimum_total_kopecks, scope, once_per_user, created_at)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
      ON CONFLICT (code_key) DO NOTHING
      """,
      [
        rule.id.sqlValue, rule.code.sqlValue, PromoCodeRule.key(rule.code).sqlValue, benefit.kind.sqlValue,
        benefit.value.sqlValue, rule.validFrom.sqlValue, rule.validUntil.sqlValue, rule.isActive.sqlValue,
        rule.minimumTotal?.kopecks.sqlValue ?? .null, rule.scope.rawValue.sqlValue, rule.oncePerUser.sqlValue,
        seconds.sqlValue,
      ])
    guard added > 0 else { return false }
    let insert: String? =
      switch rule.scope {
      case .categories: "INSERT INTO promo_code_categories (promo_code_id, category_id) VALUES ($1, $2)"
      case .everything: nil
      case .products: "INSERT INTO promo_code_products (promo_code_id, product_id) VALUES ($1, $2)"
      }
    if let insert {
      for target in Set(targets) { try connection.execute(insert, [rule.id.sqlValue, target.sqlValue]) }
    }
    return true
  }

  /// Writes a code's terms: what it gives, its days, its minimum total and once per user.
  static func update(terms rule: PromoCodeRule, in connection: any DatabaseConnection) throws {
    let benefit = rule.storedBenefit
    try connection.execute(
      """
      UPDATE promo_codes SET kind = $2, value = $3, valid_from = $4, valid_until = $5, minimum_total_kopecks = $6,
        once_per_user = $7
      WHERE id = $1
      """,
      [
        rule.id.sqlValue, benefit.kind.sqlValue, benefit.value.sqlValue, rule.validFrom.sqlValue,
        rule.validUntil.sqlValue, rule.minimumTotal?.kopecks.sqlValue ?? .null, rule.oncePerUser.sqlValue,
      ])
  }

  /// Disables the code spelled `code`; false when there is none.
  static func setActive(_ active: Bool, code: String, in connection: any DatabaseConnection) throws -> Bool {
    try connection.execute(
      "UPDATE promo_codes SET is_active = $2 WHERE code_key = $1", [PromoCodeRule.key(code).sqlValue, active.sqlValue])
      > 0
  }

  /// How many orders that stand used the code (a cancelled order gives its use back, `PromoCodeStore.release`).
  static func redemptionCount(of rule: UUID, in connection: any DatabaseConnection) throws -> Int {
    try connection.first("SELECT COUNT(*) FROM promo_code_redemptions WHERE promo_code_id = $1", [rule.sqlValue])?
      .int(0) ?? 0
  }

  /// The codes of the products a code covers, sorted.
  static func productCodes(of rule: UUID, in connection: any DatabaseConnection) throws -> [String] {
    try connection.query(
      """
      SELECT p.code FROM promo_code_products t JOIN products p ON p.id = t.product_id
      WHERE t.promo_code_id = $1 ORDER BY p.code
      """, [rule.sqlValue]
    ).map { try $0.string(0) }
  }

  /// The ids of the categories a code covers (without their descendants).
  static func categoryIDs(of rule: UUID, in connection: any DatabaseConnection) throws -> [UUID] {
    try connection.query("SELECT category_id FROM promo_code_categories WHERE promo_code_id = $1", [rule.sqlValue])
      .compactMap { UUID(storedText: try $0.string(0)) }
  }

  /// The id of the product with this id or product code.
  static func productID(_ text: String, in connection: any DatabaseConnection) throws -> UUID? {
    try connection.first(
      "SELECT id FROM products WHERE id = $1 OR code = $2", [text.uppercased().sqlValue, text.sqlValue]
    ).flatMap { UUID(storedText: try $0.string(0)) }
  }

  /// Every category with its code path from the root (`koshki/korma_sukhie`).
  static func categoryPaths(in connection: any DatabaseConnection) throws -> [(id: UUID, path: String)] {
    try connection.query(
      """
      WITH RECURSIVE tree (id, path) AS (
        SELECT id, code FROM categories WHERE parent_id IS NULL
        UNION ALL SELECT c.id, tree.path || '/' || c.code FROM categories c JOIN tree ON c.parent_id = tree.id
      )
      SELECT id, path FROM tree ORDER BY path
      """
    ).compactMap { row in
      guard let id = UUID(storedText: try row.string(0)) else { return nil }
      return (id, try row.string(1))
    }
  }
}
