import Foundation
import MeowlsAPI

/// The back office's SQL for products: reading one whole, archived or not, on a connection the caller holds.
enum ProductAdminStore {
  /// The product, or `AdminError.productNotFound` for an unknown id.
  static func required(
    _ id: UUID, images: CatalogImageURLs, in connection: any DatabaseConnection
  ) throws -> AdminProduct {
    guard let product = try product(id, images: images, in: connection) else {
      throw AdminError.productNotFound(id.uuidString)
    }
    return product
  }

  /// The product with its categories (catalogue order), variants (their order, the default one first) and their
  /// prices, units and property values; nil for an unknown id.
  static func product(
    _ id: UUID, images: CatalogImageURLs = CatalogImageURLs(publicURL: ""), in connection: any DatabaseConnection
  ) throws -> AdminProduct? {
    guard
      let row = try connection.first(
        "SELECT code, name, allow_quick_buy, archived, vat_rate FROM products WHERE id = $1", [id.sqlValue])
    else { return nil }
    let categories = try connection.query(
      """
      SELECT c.id FROM product_categories pc JOIN categories c ON c.id = pc.category_id
      WHERE pc.product_id = $1 ORDER BY c.position
      """, [id.sqlValue]
    ).map { Category.ID(try CatalogStorage.uuid($0, 0)) }
    return AdminProduct(
      archived: try row.bool(3), categoryIDs: categories, code: try row.string(0), id: Product.ID(id),
      name: try row.string(1), quickBuy: try row.bool(2), variants: try variants(of: id, connection),
      vatRate: try row.string(4), pictures: try pictures(of: id, images: images, connection))
  }

  /// The product's pictures in order: uploaded ones with their own size, drawn ones without.
  static func pictures(
    of id: UUID, images: CatalogImageURLs, _ connection: any DatabaseConnection
  ) throws -> [AdminPicture] {
    try PictureStore.list(of: id, connection).map { key, width, height in
      AdminPicture(
        id: key, image: images.image(forKey: key), kind: width == nil ? .drawn : .uploaded, width: width,
        height: height)
    }
  }

  private static func variants(of product: UUID, _ connection: any DatabaseConnection) throws -> [AdminVariant] {
    var variants = try connection.query(
      """
      SELECT v.id, v.article, v.short_name, v.barcode, v.pack_size, vp.price_kopecks, vp.original_kopecks, va.type,
        plu.plu, plu.price_per_kg_kopecks
      FROM product_variants v
      LEFT JOIN variant_prices vp ON vp.variant_id = v.id
      LEFT JOIN variant_availability va ON va.variant_id = v.id
      LEFT JOIN variant_plu_codes plu ON plu.variant_id = v.id
      WHERE v.product_id = $1 ORDER BY v.position
      """, [product.sqlValue]
    ).map { row in
      let price = Int64(try row.optionalInt(5) ?? 0)
      let original = Int64(try row.optionalInt(6) ?? 0)
      let perKilogram = try row.optionalInt(9).map { Money(kopecks: Int64($0)) }
      let unit: SellingUnit = perKilogram == nil ? .piece : .weight
      return AdminVariant(
        article: Article(rawValue: try row.string(1)),
        availability: try row.optionalString(7).flatMap(AvailabilityType.init(rawValue:)),
        barcode: try row.optionalString(3), id: ProductVariant.ID(try CatalogStorage.uuid(row, 0)),
        name: try row.string(2), oldPrice: original > price ? Money(kopecks: original) : nil,
        packSize: try row.optionalInt(4) ?? (unit == .weight ? ProductRules.weightPackGrams : 1),
        plu: try row.optionalInt(8), price: Money(kopecks: price), pricePerKilogram: perKilogram, properties: [],
        unit: unit)
    }
    let positions = Dictionary(
      variants.enumerated().compactMap { index, variant in variant.id.map { ($0, index) } },
      uniquingKeysWith: { first, _ in first })
    try connection.forEachRow(
      """
      SELECT vpv.variant_id, pp.code, pv.value
      FROM product_variants v
      JOIN variant_property_values vpv ON vpv.variant_id = v.id
      JOIN property_values pv ON pv.id = vpv.value_id
      JOIN product_properties pp ON pp.id = pv.property_id
      WHERE v.product_id = $1 ORDER BY vpv.variant_id, vpv.position
      """, [product.sqlValue]
    ) { row in
      guard let index = positions[ProductVariant.ID(try CatalogStorage.uuid(row, 0))] else { return }
      variants[index].properties?.append(AdminPropertyValue(code: try row.string(1), value: try row.string(2)))
    }
    return variants
  }

  /// The product owning the variant with this article (nil: none).
  static func owner(ofArticle article: String, _ connection: any DatabaseConnection) throws -> UUID? {
    try connection.first("SELECT product_id FROM product_variants WHERE article = $1", [article.sqlValue])
      .map { try CatalogStorage.uuid($0, 0) }
  }

  /// The variant holding this article, barcode or PLU (nil: none).
  static func holder(ofArticle article: String, _ connection: any DatabaseConnection) throws -> UUID? {
    try connection.first("SELECT id FROM product_variants WHERE article = $1", [article.sqlValue])
      .map { try CatalogStorage.uuid($0, 0) }
  }

  static func holder(ofBarcode barcode: String, _ connection: any DatabaseConnection) throws -> UUID? {
    try connection.first("SELECT id FROM product_variants WHERE barcode = $1", [barcode.sqlValue])
      .map { try CatalogStorage.uuid($0, 0) }
  }

  static func holder(ofPLU plu: Int, _ connection: any DatabaseConnection) throws -> UUID? {
    try connection.first("SELECT variant_id FROM variant_plu_codes WHERE plu = $1", [plu.sqlValue])
      .map { try CatalogStorage.uuid($0, 0) }
  }
}
