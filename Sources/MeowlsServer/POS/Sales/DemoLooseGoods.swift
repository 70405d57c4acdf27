import Foundation

/// The demo shop's loose goods: dry food, small-animal food and treats that the shops also sell by weight from a
/// bulk bin, each with a five-digit PLU for the scales and a price per kilogram.
///
/// They are the demo catalogue's variants named `1 кг`: the one-kilogram pack's price is the price per kilogram,
/// so the catalogue JSON stays as it is. PLUs are `10001`, `10002`, … in catalogue order, the same on every seed.
/// Only the demo shop's own products get PLUs (a synthetic catalogue's copies do not).
enum DemoLooseGoods {
  /// The first PLU given out.
  static let firstPLU = 10_001

  /// A loose good of the demo shop.
  struct Item: Equatable, Sendable {
    var plu: Int
    var pricePerKilogramKopecks: Int
    var variantID: UUID
  }

  /// The loose goods of `catalog`, in catalogue order.
  static func items(_ catalog: DemoCatalog) -> [Item] {
    let variants = catalog.products.flatMap(\.variants).filter { $0.shortName == "1 кг" }
    return variants.enumerated().map { index, variant in
      Item(plu: firstPLU + index, pricePerKilogramKopecks: variant.price.kopecks, variantID: variant.id)
    }
  }

  /// Writes the PLU rows of `catalog`'s loose goods (inside the seeder's transaction).
  static func write(_ catalog: DemoCatalog, in connection: any DatabaseConnection) throws {
    for item in items(catalog) {
      try connection.execute(
        "INSERT INTO variant_plu_codes (plu, variant_id, price_per_kg_kopecks) VALUES ($1, $2, $3)",
        [item.plu.sqlValue, item.variantID.sqlValue, item.pricePerKilogramKopecks.sqlValue])
    }
  }
}
