import Foundation
import MeowlsAPI

/// The SQL of the POS stock lookup: a variant by id or article, and its counter at every location.
enum POSStockStore {
  /// (variant id, article, variant name, product name) of the variant with this id or article.
  static func variant(
    id: ProductVariant.ID?, article: Article?, in connection: any DatabaseConnection
  ) throws -> (id: UUID, article: Article, name: String, product: String)? {
    let (condition, bind): (String, SQLValue) =
      if let id { ("v.id = $1", id.sqlValue) } else { ("v.article = $1", (article?.rawValue).sqlValue) }
    return try connection.first(
      """
      SELECT v.id, v.article, v.short_name, p.name FROM product_variants v JOIN products p ON p.id = v.product_id
      WHERE \(condition)
      """, [bind]
    ).map { (try CatalogStorage.uuid($0, 0), Article(rawValue: try $0.string(1)), try $0.string(2), try $0.string(3)) }
  }

  /// The first variant of a product, in catalogue order.
  static func firstVariant(of product: UUID, in connection: any DatabaseConnection) throws -> ProductVariant.ID? {
    try connection.first(
      "SELECT id FROM product_variants WHERE product_id = $1 ORDER BY position, id LIMIT 1", [product.sqlValue]
    ).map { ProductVariant.ID(try CatalogStorage.uuid($0, 0)) }
  }

  /// The variant's units at every open location (0 without a counter): warehouses first, then shops, in catalogue
  /// order. `includingClosed`: the closed ones too (the back office's, whose stock is kept).
  static func levels(
    of variant: UUID, includingClosed: Bool = false, in connection: any DatabaseConnection
  ) throws -> [StockLevel] {
    try connection.query(
      """
      SELECT l.id, l.kind, l.name, l.city_id, COALESCE(s.quantity, 0)
      FROM stock_locations l LEFT JOIN stock_levels s ON s.location_id = l.id AND s.variant_id = $1
      \(includingClosed ? "" : "WHERE l.closed_at IS NULL")
      ORDER BY CASE l.kind WHEN 'warehouse' THEN 0 ELSE 1 END, l.position
      """, [variant.sqlValue]
    ).compactMap { row in
      guard let kind = StockLocationKind(rawValue: try row.string(1)),
        let city = City.ID(storedText: try row.string(3))
      else { return nil }
      return StockLevel(
        cityID: city, kind: kind, locationID: StockLevel.LocationID(try CatalogStorage.uuid(row, 0)),
        name: try row.string(2), quantity: try row.int(4))
    }
  }

  /// Whether a stock location with this id exists.
  static func locationExists(_ id: UUID, in connection: any DatabaseConnection) throws -> Bool {
    try connection.first("SELECT 1 FROM stock_locations WHERE id = $1", [id.sqlValue]) != nil
  }
}
