import Foundation
import MeowlsAPI

extension CatalogStorage {
  /// What the detail form adds to a list-form product: properties, each variant's property values, sections and
  /// the delivery conditions link (api.md §5.3).
  func detail(of product: Product, _ connection: any DatabaseConnection) throws -> ProductDetail {
    let id = product.id.rawValue.sqlValue
    var values: [UUID: [PropertyValue]] = [:]
    var properties: [ProductProperty] = []
    var seen: Set<UUID> = []
    try connection.forEachRow(
      """
      SELECT vpv.variant_id, pv.id, pv.value, pp.id, pp.code, pp.name, pp.selectable
      FROM product_variants v
      JOIN variant_property_values vpv ON vpv.variant_id = v.id
      JOIN property_values pv ON pv.id = vpv.value_id
      JOIN product_properties pp ON pp.id = pv.property_id
      WHERE v.product_id = $1
      ORDER BY v.position, vpv.position
      """, [id]
    ) { row in
      let propertyID = try Self.uuid(row, 3)
      values[try Self.uuid(row, 0), default: []].append(
        PropertyValue(
          id: PropertyValue.ID(try Self.uuid(row, 1)), propertyID: ProductProperty.ID(propertyID),
          value: try row.string(2)))
      if seen.insert(propertyID).inserted {
        properties.append(
          ProductProperty(
            code: try row.string(4), id: ProductProperty.ID(propertyID), name: try row.string(5),
            selectable: try row.bool(6)))
      }
    }
    let sections = try connection.query(
      "SELECT title, type, text, link FROM product_sections WHERE product_id = $1 ORDER BY position", [id]
    ).map { row in
      guard let type = SectionType(rawValue: try row.string(1)) else {
        throw RowError.type(column: "type", expected: "a section type")
      }
      return ProductSection(
        link: try row.optionalString(3), text: try row.string(2), title: try row.string(0), type: type)
    }
    let link = try connection.first("SELECT delivery_conditions_url FROM products WHERE id = $1", [id])?
      .optionalString(0)
    return ProductDetail(
      allowQuickBuy: product.allowQuickBuy, code: product.code, defaultVariantArticle: product.defaultVariantArticle,
      deliveryConditionsURL: link, id: product.id, images: product.images, name: product.name,
      properties: properties, sections: sections,
      variants: product.variants.map { variant in
        var detailed = variant
        detailed.propertyValues = values[variant.id.rawValue] ?? []
        return detailed
      })
  }
}
