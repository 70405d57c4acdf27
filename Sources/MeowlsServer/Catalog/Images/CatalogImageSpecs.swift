/// Looks up what a catalogue image shows, for the SVG renderer of `/static/catalog/...`.
///
/// The seeder writes one `catalog_images` row per picture it references (products, categories, banners,
/// sales), so a lookup is one primary-key read. Keys are built by `CatalogImageKey`; a key the catalogue never
/// referenced answers nil (the static route's 404).
public struct CatalogImageSpecs: Sendable {
  let database: any Database

  public init(database: any Database) {
    self.database = database
  }

  /// The facts for `key` (`product-<code>`, `category-<codes>`, `banner-<name>`, `sale-<code>`), or nil.
  public func spec(forKey key: String) throws -> CatalogImageSpec? {
    try database.withConnection { try spec(forKey: key, connection: $0) }
  }

  /// The same, on a connection the caller already holds.
  public func spec(forKey key: String, connection: any DatabaseConnection) throws -> CatalogImageSpec? {
    guard
      let row = try connection.first(
        "SELECT kind, title, subtitle, pet_kind, color FROM catalog_images WHERE key = $1", [.text(key)])
    else { return nil }
    guard let kind = CatalogImageSpec.Kind(rawValue: try row.string(0)) else {
      throw RowError.type(column: "kind", expected: "banner, category, product or sale")
    }
    return CatalogImageSpec(
      color: try row.string(4), kind: kind, petKind: try row.optionalString(3).flatMap(DemoPetKind.init(rawValue:)),
      subtitle: try row.optionalString(2), title: try row.string(1))
  }
}
