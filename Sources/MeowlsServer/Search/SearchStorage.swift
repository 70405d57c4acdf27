import Foundation

/// The search's SQL: what the index is built from, and which products can be bought now.
struct SearchStorage: Sendable {
  /// Names, brands, categories, links and popularity of the catalogue whose ordinals `catalog` defines; products
  /// the catalogue index does not know (a newer catalogue) are skipped, and the caller's revision check rebuilds.
  func source(numberedBy catalog: CatalogIndex, _ connection: any DatabaseConnection) throws -> SearchSource {
    var products = [SearchSource.Product](
      repeating: SearchSource.Product(name: "", brand: nil, categories: [], featured: false, onSale: false),
      count: catalog.productCount)
    func ordinal(_ row: Row, _ column: Int) throws -> Int? {
      guard let id = UUID(storedText: try row.string(column)), let ordinal = catalog.ordinalsByID[id] else {
        return nil
      }
      return Int(ordinal)
    }
    try connection.forEachRow("SELECT id, name, sale_id, archived FROM products", []) { row in
      guard let ordinal = try ordinal(row, 0) else { return }
      products[ordinal].name = try row.string(1)
      products[ordinal].onSale = try row.optionalString(2) != nil
      products[ordinal].listed = !(try row.bool(3))
    }
    try connection.forEachRow(
      """
      SELECT v.product_id, MIN(pv.value)
      FROM product_properties pp
      JOIN property_values pv ON pv.property_id = pp.id
      JOIN variant_property_values vpv ON vpv.value_id = pv.id
      JOIN product_variants v ON v.id = vpv.variant_id
      WHERE pp.code = 'brand'
      GROUP BY v.product_id
      """, []
    ) { row in
      guard let ordinal = try ordinal(row, 0), products[ordinal].brand == nil else { return }
      products[ordinal].brand = try row.string(1)
    }
    try connection.forEachRow("SELECT DISTINCT product_id FROM banner_products", []) { row in
      if let ordinal = try ordinal(row, 0) { products[ordinal].featured = true }
    }
    let categories = try self.categories(connection)
    let categoryIndex = Dictionary(
      categories.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    try connection.forEachRow("SELECT category_id, product_id FROM product_categories", []) { row in
      guard let ordinal = try ordinal(row, 1), let id = UUID(storedText: try row.string(0)),
        let category = categoryIndex[id]
      else { return }
      products[ordinal].categories.append(category)
    }
    for ordinal in products.indices { products[ordinal].categories.sort() }
    return SearchSource(
      productIDs: catalog.productIDs, products: products, categories: categories,
      inStock: try inStock(catalog, connection))
  }

  /// By ordinal: whether some variant is not `not_available` and has stock in the online warehouse.
  func inStock(_ catalog: CatalogIndex, _ connection: any DatabaseConnection) throws -> [Bool] {
    var flags = [Bool](repeating: false, count: catalog.productCount)
    try connection.forEachRow(
      """
      SELECT DISTINCT v.product_id
      FROM stock_levels s
      JOIN product_variants v ON v.id = s.variant_id
      JOIN variant_availability va ON va.variant_id = v.id
      WHERE s.location_id = (SELECT id FROM stock_locations WHERE kind = 'warehouse' AND closed_at IS NULL ORDER BY position LIMIT 1)
        AND s.quantity > 0 AND va.type <> 'not_available'
      """, []
    ) { row in
      if let id = UUID(storedText: try row.string(0)), let ordinal = catalog.ordinalsByID[id] {
        flags[Int(ordinal)] = true
      }
    }
    return flags
  }

  /// The search rows of `ids` (each in `catalog`, which numbers them), with categories numbered as in `categories`
  /// (the search index's), read as `source` reads them: what `SearchIndex.applying` takes.
  func changes(
    _ ids: [UUID], numberedBy catalog: CatalogIndex, categories: [SearchCategory], _ connection: any DatabaseConnection
  ) throws -> [SearchProductChange] {
    let categoryIndex = Dictionary(
      categories.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    var changes: [SearchProductChange] = []
    for id in ids {
      guard let ordinal = catalog.ordinalsByID[id],
        let row = try connection.first("SELECT name, sale_id, archived FROM products WHERE id = $1", [id.sqlValue])
      else { continue }
      let brand = try connection.first(
        """
        SELECT MIN(pv.value)
        FROM product_properties pp
        JOIN property_values pv ON pv.property_id = pp.id
        JOIN variant_property_values vpv ON vpv.value_id = pv.id
        JOIN product_variants v ON v.id = vpv.variant_id
        WHERE pp.code = 'brand' AND v.product_id = $1
        """, [id.sqlValue]
      ).flatMap { try $0.optionalString(0) }
      let featured =
        try connection.first("SELECT 1 FROM banner_products WHERE product_id = $1 LIMIT 1", [id.sqlValue]) != nil
      let links = try connection.query(
        "SELECT category_id FROM product_categories WHERE product_id = $1", [id.sqlValue]
      ).compactMap { UUID(storedText: try $0.string(0)).flatMap { categoryIndex[$0] } }
      let inStock =
        try connection.first(
          """
          SELECT 1
          FROM stock_levels s
          JOIN product_variants v ON v.id = s.variant_id
          JOIN variant_availability va ON va.variant_id = v.id
          WHERE s.location_id = (SELECT id FROM stock_locations WHERE kind = 'warehouse' AND closed_at IS NULL ORDER BY position LIMIT 1)
            AND s.quantity > 0 AND va.type <> 'not_available' AND v.product_id = $1
          LIMIT 1
          """, [id.sqlValue]) != nil
      let product = SearchSource.Product(
        name: try row.string(0), brand: brand, categories: links.sorted(), featured: featured,
        onSale: try row.optionalString(1) != nil, listed: !(try row.bool(2)))
      changes.append(SearchProductChange(ordinal: ordinal, product: product, inStock: inStock))
    }
    return changes
  }

  /// Every category not archived in catalogue order, parents resolved to indices.
  private func categories(_ connection: any DatabaseConnection) throws -> [SearchSource.Category] {
    var rows: [(id: UUID, parent: UUID?, code: String, name: String, hasChildren: Bool)] = []
    try connection.forEachRow(
      "SELECT id, parent_id, code, name, has_children FROM categories WHERE archived = 0 ORDER BY position, id", []
    ) { row in
      rows.append(
        (
          try CatalogStorage.uuid(row, 0), try row.optionalString(1).flatMap(UUID.init(uuidString:)),
          try row.string(2), try row.string(3), try row.bool(4)
        ))
    }
    let index = Dictionary(
      rows.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    return rows.map { row in
      SearchSource.Category(
        id: row.id, parent: row.parent.flatMap { index[$0] }, code: row.code, name: row.name,
        hasChildren: row.hasChildren)
    }
  }
}
