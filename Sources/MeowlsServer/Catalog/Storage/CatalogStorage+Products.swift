import Foundation
import MeowlsAPI

extension CatalogStorage {
  /// Products in list form, five small queries per batch however many products (no query per product): the products,
  /// their pictures, their variants with price, availability and online-warehouse stock, the variants' badges, and the badges.
  ///
  /// - Throws: `CatalogError.bannerProductsPriceError` / `.bannerProductsAvailabilityError` when a variant lacks
  ///   its price or availability row (api.md §5.3: the whole answer fails).
  func products(_ ids: [UUID], _ connection: any DatabaseConnection) throws -> [UUID: Product] {
    var result: [UUID: Product] = [:]
    for chunk in SQLInList.chunks(ids.map(\.sqlValue)) {
      try loadProducts(chunk, into: &result, connection)
    }
    return result
  }

  private func loadProducts(
    _ ids: [SQLValue], into result: inout [UUID: Product], _ connection: any DatabaseConnection
  ) throws {
    let list = SQLInList.placeholders(count: ids.count)
    let binds = SQLInList.padded(ids)
    try connection.forEachRow(
      "SELECT id, code, name, allow_quick_buy, default_variant_article FROM products WHERE id IN (\(list))", binds
    ) { row in
      let id = try Self.uuid(row, 0)
      result[id] = Product(
        allowQuickBuy: try row.bool(3), code: try row.string(1),
        defaultVariantArticle: try row.optionalString(4).map(Article.init(rawValue:)), id: Product.ID(id),
        images: [], name: try row.string(2), variants: [])
    }
    try connection.forEachRow(
      "SELECT product_id, image_key FROM product_images WHERE product_id IN (\(list)) ORDER BY product_id, position",
      binds
    ) { row in
      result[try Self.uuid(row, 0)]?.images.append(images.image(forKey: try row.string(1)))
    }
    var variants: [(product: UUID, variant: ProductVariant)] = []
    try connection.forEachRow(
      """
      SELECT v.product_id, v.id, v.article, v.short_name, vp.variant_id, vp.original_kopecks, vp.price_kopecks,
        vp.discount_percent, va.variant_id, va.type, va.delivery_duration_days, COALESCE(s.quantity, 0)
      FROM product_variants v
      LEFT JOIN variant_prices vp ON vp.variant_id = v.id
      LEFT JOIN variant_availability va ON va.variant_id = v.id
      LEFT JOIN stock_levels s ON s.variant_id = v.id AND s.location_id = (\(Self.onlineWarehouse))
      WHERE v.product_id IN (\(list))
      ORDER BY v.product_id, v.position
      """, binds
    ) { row in
      variants.append((try Self.uuid(row, 0), try Self.variant(row, id: try Self.uuid(row, 1), badges: [])))
    }
    let badges = try self.badges(of: variants.map(\.variant.id.rawValue), connection)
    for (product, var variant) in variants {
      variant.badges = badges[variant.id.rawValue] ?? []
      result[product]?.variants.append(variant)
    }
  }

  /// The units of each variant in the online warehouse, as `products` renders them (`availability_info.count`);
  /// a variant without a stock row is missing (none).
  func warehouseStock(of variants: [UUID], _ connection: any DatabaseConnection) throws -> [UUID: Int] {
    var stock: [UUID: Int] = [:]
    for chunk in SQLInList.chunks(variants.map(\.sqlValue)) {
      try connection.forEachRow(
        """
        SELECT variant_id, quantity FROM stock_levels
        WHERE location_id = (\(Self.onlineWarehouse)) AND variant_id IN (\(SQLInList.placeholders(count: chunk.count)))
        """, SQLInList.padded(chunk)
      ) { row in stock[try Self.uuid(row, 0)] = try row.int(1) }
    }
    return stock
  }

  /// The stock location whose stock the Store shows and sells: the first open warehouse.
  private static let onlineWarehouse =
    "SELECT id FROM stock_locations WHERE kind = 'warehouse' AND closed_at IS NULL ORDER BY position LIMIT 1"

  /// The badges of the variants, in their order.
  ///
  /// NB: found by the variants' ids in `variant_badges`' covering index, one descent each, and the badges
  /// themselves (a handful in any shop) read whole: joining `badges` cost two descents per badge shown, and
  /// finding the variants again by product another descent per product; a first visit spent a seventh of its
  /// time in this query.
  private func badges(of variants: [UUID], _ connection: any DatabaseConnection) throws -> [UUID: [Badge]] {
    var shown: [(variant: UUID, badge: String)] = []
    for chunk in SQLInList.chunks(variants.map(\.sqlValue)) {
      try connection.forEachRow(
        """
        SELECT variant_id, badge_id FROM variant_badges
        WHERE variant_id IN (\(SQLInList.placeholders(count: chunk.count))) ORDER BY variant_id, position
        """, SQLInList.padded(chunk)
      ) { row in shown.append((try Self.uuid(row, 0), try row.string(1))) }
    }
    guard !shown.isEmpty else { return [:] }
    var kinds: [String: Badge] = [:]
    try connection.forEachRow("SELECT id, title, text, background_color, tint_color FROM badges", []) { row in
      kinds[try row.string(0)] = Badge(
        backgroundColor: try row.string(3), text: try row.optionalString(2), tintColor: try row.string(4),
        title: try row.string(1))
    }
    var badges: [UUID: [Badge]] = [:]
    for (variant, badge) in shown {
      if let badge = kinds[badge] { badges[variant, default: []].append(badge) }
    }
    return badges
  }

  /// A variant from the columns of the variants query (from column 1 on).
  private static func variant(_ row: Row, id: UUID, badges: [Badge]) throws -> ProductVariant {
    guard case .text = row[4] else { throw CatalogError.bannerProductsPriceError }
    guard case .text = row[8], let type = AvailabilityType(rawValue: try row.string(9)) else {
      throw CatalogError.bannerProductsAvailabilityError
    }
    let discount: Double? = if case .null = row[7] { nil } else { try row.double(7) }
    return ProductVariant(
      article: Article(rawValue: try row.string(2)),
      availabilityInfo: AvailabilityInfo(count: try row.int(11), deliveryDuration: try row.optionalInt(10), type: type),
      badges: badges, id: ProductVariant.ID(id),
      price: Price(
        discount: discount, originalPrice: Money(kopecks: Int64(try row.int(5))),
        price: Money(kopecks: Int64(try row.int(6)))),
      shortName: try row.string(3))
  }

  /// A stored UUID; a malformed one is a schema fault (500), never a client error.
  static func uuid(_ row: Row, _ column: Int) throws -> UUID {
    guard let uuid = UUID(storedText: try row.string(column)) else {
      throw RowError.type(
        column: row.columns.indices.contains(column) ? row.columns[column] : "#\(column)", expected: "UUID")
    }
    return uuid
  }
}
