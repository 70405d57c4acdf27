import Foundation
import MeowlsAPI

/// The SQL behind favourites: every statement on `favorites` lives here.
enum FavoritesStore {
  /// Stars `product` for `user` unless it is unknown (ignored) or already starred; true when a row was added.
  ///
  /// NB: insert-or-ignore on the primary key: a concurrent star of the same product adds one row, never two, and
  /// never fails.
  static func star(
    _ product: Product.ID, for user: User.ID, at seconds: Int64, in connection: any DatabaseConnection
  ) throws -> Bool {
    try connection.execute(
      """
      INSERT INTO favorites (user_id, product_id, position, starred_at)
      SELECT $1, p.id, COALESCE((SELECT MAX(position) FROM favorites WHERE user_id = $1), 0) + 1, $3
      FROM products p WHERE p.id = $2
      ON CONFLICT (user_id, product_id) DO NOTHING
      """, [user.sqlValue, product.sqlValue, seconds.sqlValue]) > 0
  }

  /// Whether `user` has starred `product`.
  static func isStarred(_ product: Product.ID, by user: User.ID, in connection: any DatabaseConnection) throws -> Bool {
    try connection.first(
      "SELECT 1 FROM favorites WHERE user_id = $1 AND product_id = $2",
      [user.sqlValue, product.sqlValue]) != nil
  }

  static func unstar(_ product: Product.ID, for user: User.ID, in connection: any DatabaseConnection) throws {
    try connection.execute(
      "DELETE FROM favorites WHERE user_id = $1 AND product_id = $2",
      [user.sqlValue, product.sqlValue])
  }

  static func count(of user: User.ID, in connection: any DatabaseConnection) throws -> Int {
    try connection.first(
      """
      SELECT COUNT(*) FROM favorites f JOIN products p ON p.id = f.product_id
      WHERE f.user_id = $1 AND p.archived = 0
      """, [user.sqlValue])?.int(0) ?? 0
  }

  /// The ids of `user`'s favourites, newest first; all of them when `limit` is nil.
  static func productIDs(
    of user: User.ID, offset: Int = 0, limit: Int? = nil, in connection: any DatabaseConnection
  ) throws -> [Product.ID] {
    // NB: "no limit" is a limit above any real list: `LIMIT -1` is SQLite only and `LIMIT ALL` PostgreSQL only.
    try connection.query(
      """
      SELECT f.product_id FROM favorites f JOIN products p ON p.id = f.product_id
      WHERE f.user_id = $1 AND p.archived = 0 ORDER BY f.position DESC LIMIT $2 OFFSET $3
      """,
      [user.sqlValue, (limit ?? Int(Int32.max)).sqlValue, offset.sqlValue]
    ).map { row in
      guard let id = Product.ID(storedText: try row.string(0)) else {
        throw RowError.type(column: "product_id", expected: "UUID")
      }
      return id
    }
  }
}
