import Foundation

extension CatalogStorage {
  /// The listing index's rows of `ids` (archived ones with `listed` false; ids no product has are left out) and the
  /// property values they use, as `loadIndex` reads them.
  func indexRows(
    _ ids: [UUID], _ connection: any DatabaseConnection
  ) throws -> (products: [ProductIndexRow], values: [PropertyValueRow]) {
    var products: [ProductIndexRow] = []
    var values: [PropertyValueRow] = []
    for id in ids {
      guard
        let row = try connection.first(
          """
          SELECT p.name, p.sale_id, vp.price_kopecks, p.position, p.archived
          FROM products p
          LEFT JOIN product_variants v ON v.product_id = p.id AND v.article = p.default_variant_article
          LEFT JOIN variant_prices vp ON vp.variant_id = v.id
          WHERE p.id = $1
          """, [id.sqlValue])
      else { continue }
      let categories = try connection.query(
        "SELECT category_id FROM product_categories WHERE product_id = $1", [id.sqlValue]
      ).compactMap { UUID(uuidString: try $0.string(0)) }
      var valueIDs: [String] = []
      try connection.forEachRow(
        """
        SELECT pv.id, pv.property_id, pv.value
        FROM product_variants v
        JOIN variant_property_values vpv ON vpv.variant_id = v.id
        JOIN property_values pv ON pv.id = vpv.value_id
        WHERE v.product_id = $1
        """, [id.sqlValue]
      ) { value in
        valueIDs.append(try value.string(0))
        values.append(
          PropertyValueRow(id: try value.string(0), propertyID: try value.string(1), text: try value.string(2)))
      }
      products.append(
        ProductIndexRow(
          id: id, position: try row.int(3), listed: !(try row.bool(4)), name: try row.string(0),
          saleID: try row.optionalString(1).flatMap(UUID.init(uuidString:)),
          defaultPriceKopecks: try row.optionalInt(2).map(Int64.init), categoryIDs: categories, valueIDs: valueIDs))
    }
    return (products, values)
  }
}
