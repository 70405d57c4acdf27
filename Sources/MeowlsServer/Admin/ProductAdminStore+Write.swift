import Foundation
import MeowlsAPI

extension ProductAdminStore {
  /// What a valid draft must also pass against the database: its categories exist, are not archived and are
  /// leaves; its variant ids are the product's own and none is left out; no other variant has its articles,
  /// barcodes or PLUs; its properties exist.
  static func check(
    _ draft: ProductDraft, existing: AdminProduct?, _ connection: any DatabaseConnection
  ) throws {
    for id in draft.categoryIDs {
      guard
        let row = try connection.first(
          """
          SELECT c.archived, (SELECT COUNT(*) FROM categories k WHERE k.parent_id = c.id AND k.archived = 0)
          FROM categories c WHERE c.id = $1
          """, [id.sqlValue])
      else { throw AdminError.categoryNotFound(id.uuidString) }
      if try row.bool(0) { throw AdminError.categoryArchived(id.rawValue) }
      if try row.int(1) > 0 { throw AdminError.categoryNotLeaf(id.rawValue) }
    }
    let existingIDs = Set(existing?.variants.compactMap(\.id) ?? [])
    for (index, variant) in draft.variants.enumerated() {
      let field = "variants[\(index)]"
      if let id = variant.id, !existingIDs.contains(id) {
        throw AdminError.invalid(field: "\(field).id", reason: "No variant of this product has this id.")
      }
      // NB: held by another variant, even one of this product, is taken: a swap of two variants' codes in one edit
      // would break the unique index halfway through the writes.
      let own = variant.id?.rawValue
      if let holder = try holder(ofArticle: variant.article.rawValue, connection), holder != own {
        throw AdminError.articleTaken(field: "\(field).article", article: variant.article.rawValue)
      }
      if let barcode = variant.barcode, let holder = try holder(ofBarcode: barcode, connection), holder != own {
        throw AdminError.barcodeTaken(field: "\(field).barcode", barcode: barcode)
      }
      if let plu = variant.plu, let holder = try holder(ofPLU: plu, connection), holder != own {
        throw AdminError.pluTaken(field: "\(field).plu", plu: plu)
      }
      for (number, value) in (variant.properties ?? []).enumerated()
      where try propertyID(value.code, connection) == nil {
        throw AdminError.invalid(
          field: "\(field).properties[\(number)].code", reason: "No filter property has the code '\(value.code)'.")
      }
    }
    guard existingIDs.isSubset(of: Set(draft.variants.compactMap(\.id))) else {
      throw AdminError.invalid(
        field: "variants", reason: "List every variant of the product: variants are not removed (archive the product).")
    }
  }

  /// Writes the product of a checked draft: its row, categories, variants, prices, availability, PLUs and property
  /// values; new variants and property values get ids from `newID`.
  static func write(
    _ draft: ProductDraft, id: UUID, isNew: Bool, newID: () -> UUID, _ connection: any DatabaseConnection
  ) throws {
    let defaultArticle = draft.variants.first?.article.rawValue
    if isNew {
      try connection.execute(
        """
        INSERT INTO products (id, code, name, allow_quick_buy, default_variant_article, position, vat_rate)
        VALUES ($1, $2, $3, $4, $5, (SELECT COALESCE(MAX(position), -1) + 1 FROM products), $6)
        """,
        [
          id.sqlValue, id.uuidString.lowercased().sqlValue, draft.name.sqlValue, (draft.quickBuy ?? true).sqlValue,
          defaultArticle.sqlValue, (draft.vatRate ?? VATRate.standard).sqlValue,
        ])
    } else {
      try connection.execute(
        "UPDATE products SET name = $2, allow_quick_buy = $3, default_variant_article = $4, vat_rate = $5 WHERE id = $1",
        [
          id.sqlValue, draft.name.sqlValue, (draft.quickBuy ?? true).sqlValue, defaultArticle.sqlValue,
          (draft.vatRate ?? VATRate.standard).sqlValue,
        ])
    }
    try connection.execute("DELETE FROM product_categories WHERE product_id = $1", [id.sqlValue])
    for category in draft.categoryIDs {
      try connection.execute(
        "INSERT INTO product_categories (category_id, product_id) VALUES ($1, $2)", [category.sqlValue, id.sqlValue])
    }
    for (position, variant) in draft.variants.enumerated() {
      try write(variant, position: position, product: id, newID: newID, connection)
    }
    try CatalogueChange.bumpStructure(connection)
  }

  private static func write(
    _ variant: AdminVariant, position: Int, product: UUID, newID: () -> UUID, _ connection: any DatabaseConnection
  ) throws {
    let id = variant.id?.rawValue ?? newID()
    let columns: [SQLValue] = [
      id.sqlValue, variant.article.rawValue.sqlValue, variant.name.sqlValue, position.sqlValue,
      variant.barcode.sqlValue, variant.packSize.sqlValue, product.sqlValue,
    ]
    if variant.id == nil {
      try connection.execute(
        """
        INSERT INTO product_variants (id, article, short_name, position, barcode, pack_size, product_id)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        """, columns)
    } else {
      try connection.execute(
        """
        UPDATE product_variants SET article = $2, short_name = $3, position = $4, barcode = $5, pack_size = $6
        WHERE id = $1 AND product_id = $7
        """, columns)
    }
    let price = variant.price.kopecks
    let original = variant.oldPrice?.kopecks ?? price
    let discount: SQLValue =
      original > price ? .real((Double(original - price) * 100 / Double(original)).rounded()) : .null
    try connection.execute(
      """
      INSERT INTO variant_prices (variant_id, original_kopecks, price_kopecks, discount_percent) VALUES ($1, $2, $3, $4)
      ON CONFLICT (variant_id) DO UPDATE SET original_kopecks = excluded.original_kopecks,
        price_kopecks = excluded.price_kopecks, discount_percent = excluded.discount_percent
      """, [id.sqlValue, original.sqlValue, price.sqlValue, discount])
    try connection.execute(
      """
      INSERT INTO variant_availability (variant_id, type, delivery_duration_days) VALUES ($1, $2, NULL)
      ON CONFLICT (variant_id) DO UPDATE SET type = excluded.type
      """, [id.sqlValue, (variant.availability ?? .available).rawValue.sqlValue])
    try connection.execute("DELETE FROM variant_plu_codes WHERE variant_id = $1", [id.sqlValue])
    if let plu = variant.plu {
      try connection.execute(
        "INSERT INTO variant_plu_codes (plu, variant_id, price_per_kg_kopecks) VALUES ($1, $2, $3)",
        [plu.sqlValue, id.sqlValue, variant.pricePerKilogram?.kopecks.sqlValue ?? .null])
    }
    try connection.execute("DELETE FROM variant_property_values WHERE variant_id = $1", [id.sqlValue])
    for (position, value) in (variant.properties ?? []).enumerated() {
      let valueID = try propertyValueID(value, newID: newID, connection)
      try connection.execute(
        "INSERT INTO variant_property_values (variant_id, value_id, position) VALUES ($1, $2, $3)",
        [id.sqlValue, valueID.sqlValue, position.sqlValue])
    }
  }

  private static func propertyID(_ code: String, _ connection: any DatabaseConnection) throws -> String? {
    try connection.first("SELECT id FROM product_properties WHERE code = $1", [code.sqlValue])?.string(0)
  }

  /// The id of the property's value with this text, added when the property has no such value yet.
  private static func propertyValueID(
    _ value: AdminPropertyValue, newID: () -> UUID, _ connection: any DatabaseConnection
  ) throws -> String {
    guard let property = try propertyID(value.code, connection) else {
      throw AdminError.invalid(field: "properties", reason: "No filter property has the code '\(value.code)'.")
    }
    if let id = try connection.first(
      "SELECT id FROM property_values WHERE property_id = $1 AND value = $2", [property.sqlValue, value.value.sqlValue])
    {
      return try id.string(0)
    }
    let id = newID()
    try connection.execute(
      "INSERT INTO property_values (id, property_id, value) VALUES ($1, $2, $3)",
      [id.sqlValue, property.sqlValue, value.value.sqlValue])
    return id.uuidString
  }
}
