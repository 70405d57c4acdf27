import Foundation
import MeowlsAPI

/// The catalogue's SQL: every read the catalogue routes make, on a connection the caller holds.
struct CatalogStorage: Sendable {
  let images: CatalogImageURLs

  /// Reads everything the listing index needs; products in catalogue order. Archived products take their ordinal and
  /// nothing else, so no listing, filter count or search (numbered by this index) finds them.
  func loadIndex(revision: Int, _ connection: any DatabaseConnection) throws -> CatalogIndex {
    var builder = CatalogIndexBuilder()
    try connection.forEachRow(
      """
      SELECT p.id, p.name, p.sale_id, vp.price_kopecks, p.position, p.archived
      FROM products p
      LEFT JOIN product_variants v ON v.product_id = p.id AND v.article = p.default_variant_article
      LEFT JOIN variant_prices vp ON vp.variant_id = v.id
      ORDER BY p.position, p.id
      """, []
    ) { row in
      builder.addProduct(
        id: try row.string(0), name: try row.string(1), saleID: try row.optionalString(2),
        defaultPriceKopecks: try row.optionalInt(3).map(Int64.init), position: try row.int(4),
        listed: !(try row.bool(5)))
    }
    try connection.forEachRow("SELECT id FROM sales", []) { builder.addSale(id: try $0.string(0)) }
    try connection.forEachRow("SELECT id, parent_id, has_children FROM categories", []) { row in
      builder.addCategory(id: try row.string(0), parentID: try row.optionalString(1), hasChildren: try row.bool(2))
    }
    try connection.forEachRow("SELECT category_id, product_id FROM product_categories", []) { row in
      builder.link(categoryID: try row.string(0), productID: try row.string(1))
    }
    try connection.forEachRow("SELECT id, code, name FROM product_properties", []) { row in
      builder.addProperty(id: try row.string(0), code: try row.string(1), name: try row.string(2))
    }
    try connection.forEachRow("SELECT id, property_id, value FROM property_values", []) { row in
      builder.addValue(id: try row.string(0), propertyID: try row.string(1), text: try row.string(2))
    }
    try connection.forEachRow(
      "SELECT v.product_id, pv.value_id FROM product_variants v JOIN variant_property_values pv ON pv.variant_id = v.id",
      []
    ) { row in
      builder.addProductValue(productID: try row.string(0), valueID: try row.string(1))
    }
    return builder.build(revision: revision)
  }
}
