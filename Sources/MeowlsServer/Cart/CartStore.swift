import Foundation
import MeowlsAPI

/// A user's saved cart as stored: its lines by article, the code it holds, and whether it was ever updated.
struct SavedCart: Equatable, Sendable {
  var id: Cart.ID
  /// The lines in cart order, each with its item id.
  var lines: [SavedLine]
  var promoCodeID: UUID?
  /// False until the first update or merge (the contract's synthetic `Итого` 0).
  var wasUpdated: Bool

  /// The item ids of the saved lines, by article.
  var itemIDs: [Article: CartItem.ID] {
    Dictionary(lines.map { ($0.line.article, $0.id) }) { first, _ in first }
  }
}

/// A line of a saved cart, its item id (kept while the article stays in the cart) and its stored position.
struct SavedLine: Equatable, Sendable {
  var id: CartItem.ID
  var line: CartLine
  var position: Int
}

/// The SQL behind saved carts: every statement on `carts` and `cart_items` lives here.
enum CartStore {
  /// The user's cart; a new, never updated one with `newID` when they have none yet (carts are created lazily).
  static func cart(
    of user: User.ID, newID: UUID, at seconds: Int64, in connection: any DatabaseConnection
  ) throws -> SavedCart {
    if let cart = try find(of: user, in: connection) { return cart }
    try connection.execute(
      "INSERT INTO carts (id, user_id, created_at) VALUES ($1, $2, $3) ON CONFLICT (user_id) DO NOTHING",
      [newID.sqlValue, user.sqlValue, seconds.sqlValue])
    guard let cart = try find(of: user, in: connection) else {
      throw RowError.type(column: "carts", expected: "the cart just created")
    }
    return cart
  }

  static func find(of user: User.ID, in connection: any DatabaseConnection) throws -> SavedCart? {
    guard
      let row = try connection.first(
        "SELECT id, promo_code_id, updated_at FROM carts WHERE user_id = $1", [user.sqlValue])
    else { return nil }
    let id = try CatalogStorage.uuid(row, 0)
    let lines = try connection.query(
      """
      SELECT i.id, v.article, i.count, i.position FROM cart_items i JOIN product_variants v ON v.id = i.variant_id
      WHERE i.cart_id = $1 ORDER BY i.position
      """, [id.sqlValue]
    ).map { row in
      SavedLine(
        id: CartItem.ID(try CatalogStorage.uuid(row, 0)),
        line: CartLine(article: Article(rawValue: try row.string(1)), count: try row.int(2)), position: try row.int(3))
    }
    return SavedCart(
      id: Cart.ID(id), lines: lines, promoCodeID: try row.optionalString(1).flatMap(UUID.init(uuidString:)),
      wasUpdated: try row.optionalInt(2) != nil)
  }

  /// Makes the cart hold exactly `items` (in their order, with their ids) and the code `promoCodeID`, writing only
  /// the lines that differ from `saved` (see `CartWrites`).
  static func save(
    _ cart: Cart.ID, items: [CartItem], replacing saved: [SavedLine], promoCodeID: UUID?, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws {
    let writes = CartWrites(from: saved, to: items)
    for id in writes.deletes {
      try connection.executeLater(
        "DELETE FROM cart_items WHERE cart_id = $1 AND id = $2", [cart.sqlValue, id.sqlValue])
    }
    for row in writes.updates {
      try connection.executeLater(
        "UPDATE cart_items SET count = $3, position = $4 WHERE cart_id = $1 AND id = $2",
        [cart.sqlValue, row.id.sqlValue, row.count.sqlValue, row.position.sqlValue])
    }
    for row in writes.inserts {
      try connection.executeLater(
        """
        INSERT INTO cart_items (id, cart_id, variant_id, count, position)
        SELECT $1, $2, id, $4, $5 FROM product_variants WHERE article = $3
        """,
        [
          row.id.sqlValue, cart.sqlValue, row.article.rawValue.sqlValue, row.count.sqlValue,
          row.position.sqlValue,
        ])
    }
    try connection.executeLater(
      "UPDATE carts SET promo_code_id = $2, updated_at = $3 WHERE id = $1",
      [cart.sqlValue, promoCodeID.sqlValue, seconds.sqlValue])
  }

  /// Empties the cart after a purchase: no lines, no code, and back to "never updated" (GET /cart then answers the
  /// contract's synthetic `Итого` 0, as the original did after a purchase). Returns the number of lines removed.
  @discardableResult
  static func empty(_ cart: Cart.ID, in connection: any DatabaseConnection) throws -> Int {
    let removed = try connection.execute("DELETE FROM cart_items WHERE cart_id = $1", [cart.sqlValue])
    try connection.executeLater(
      "UPDATE carts SET promo_code_id = NULL, updated_at = NULL WHERE id = $1", [cart.sqlValue])
    return removed
  }

  /// Forgets the cart's code (it no longer applies).
  static func dropPromoCode(of cart: Cart.ID, in connection: any DatabaseConnection) throws {
    try connection.execute("UPDATE carts SET promo_code_id = NULL WHERE id = $1", [cart.sqlValue])
  }
}
