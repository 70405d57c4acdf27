import Foundation
import MeowlsAPI

/// The SQL of the registers' catalogue: the change log's counter, the variants changed since a revision, and
/// variants as a shop sells them (a variant without a price cannot be sold, so it is not in the catalogue, as
/// `BarcodeLookup` does not find it).
enum RegisterCatalogueStore {
  /// The log's current revision and the oldest it answers from.
  static func revision(in connection: any DatabaseConnection) throws -> (revision: Int, floor: Int) {
    guard let row = try connection.first("SELECT revision, floor FROM pos_catalogue_revision WHERE id = 1") else {
      return (0, 0)
    }
    return (try row.int(0), try row.int(1))
  }

  /// The ids of the variants changed after `since` for the chain or at `shop`, in id order after `after`.
  static func changed(
    since: Int, after: ProductVariant.ID?, limit: Int, at shop: Shop.ID, _ connection: any DatabaseConnection
  ) throws -> [ProductVariant.ID] {
    try connection.query(
      """
      SELECT DISTINCT variant_id FROM pos_catalogue_changes
      WHERE revision > $1 AND shop_id IN ('', $2) AND variant_id > $3
      ORDER BY variant_id LIMIT $4
      """, [since.sqlValue, shop.sqlValue, (after?.uuidString ?? "").sqlValue, limit.sqlValue]
    ).compactMap { ProductVariant.ID(storedText: try $0.string(0)) }
  }

  /// Up to `limit` variants in id order after `after`.
  static func items(
    after: ProductVariant.ID?, limit: Int, at shop: Shop.ID, _ connection: any DatabaseConnection
  ) throws -> [RegisterCatalogueItem] {
    try connection.query(
      select + " WHERE v.id > $2 ORDER BY v.id LIMIT $3",
      [shop.sqlValue, (after?.uuidString ?? "").sqlValue, limit.sqlValue]
    ).map { try item($0) }
  }

  /// The variants of `ids` that can still be sold, in id order.
  static func items(
    _ ids: [ProductVariant.ID], at shop: Shop.ID, _ connection: any DatabaseConnection
  ) throws -> [RegisterCatalogueItem] {
    guard !ids.isEmpty else { return [] }
    let placeholders = ids.indices.map { "$\($0 + 2)" }.joined(separator: ", ")
    return try connection.query(
      select + " WHERE v.id IN (\(placeholders)) ORDER BY v.id", [shop.sqlValue] + ids.map(\.uuidString.sqlValue)
    ).map { try item($0) }
  }

  private static let select = """
    SELECT v.id, v.article, v.barcode, v.short_name, pr.name, vp.price_kopecks, p.plu, p.price_per_kg_kopecks,
      COALESCE(s.quantity, 0), b.grams, pr.vat_rate
    FROM product_variants v
    JOIN products pr ON pr.id = v.product_id
    JOIN variant_prices vp ON vp.variant_id = v.id
    LEFT JOIN variant_plu_codes p ON p.variant_id = v.id
    LEFT JOIN stock_levels s ON s.location_id = $1 AND s.variant_id = v.id
    LEFT JOIN pos_loose_remainders b ON b.shop_id = $1 AND b.variant_id = v.id
    """

  private static func item(_ row: Row) throws -> RegisterCatalogueItem {
    let product = try row.string(4)
    let variant = try row.string(3)
    let pricePerKilogram = try row.optionalInt(7).map { Money(kopecks: Int64($0)) }
    return RegisterCatalogueItem(
      article: Article(try row.string(1)), barcode: try row.optionalString(2).flatMap(EAN13.init(rawValue:)),
      binGrams: pricePerKilogram == nil ? nil : try row.optionalInt(9) ?? 0,
      id: ProductVariant.ID(try CatalogStorage.uuid(row, 0)),
      name: variant.isEmpty ? product : "\(product), \(variant)", plu: try row.optionalInt(6),
      price: Money(kopecks: Int64(try row.int(5))), pricePerKilogram: pricePerKilogram, stock: try row.int(8),
      vat: try row.string(10))
  }
}
