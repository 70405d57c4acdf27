import Foundation
import MeowlsAPI

/// The catalogue as the cart reads it: variants by article, rendered by the catalogue's own `CatalogStorage`.
///
/// NB: the cart reads the catalogue revision on its own connection, inside its transaction, and takes variants
/// from `CartVariantCache` only when they were rendered at that very revision: no stock or catalogue write came
/// between, so the stock it checks is the stock it shows, as if read now (a stock write bumps the revision through
/// the `stock_levels` triggers). A cart update then reads one tiny query instead of five joins.
struct CartCatalog: Sendable {
  let storage: CatalogStorage
  let cache: CartVariantCache

  init(storage: CatalogStorage, cache: CartVariantCache = CartVariantCache()) {
    self.storage = storage
    self.cache = cache
  }

  /// The variants with these articles, with their warehouse stock now; unknown articles are missing.
  func variants(_ articles: [Article], _ connection: any DatabaseConnection) throws -> [Article: CartVariant] {
    let wanted = Set(articles)
    guard !wanted.isEmpty else { return [:] }
    let revision = try CatalogRevision.current(connection)
    var variants = cache.variants(wanted, at: revision)
    let missing = wanted.subtracting(variants.keys)
    if !missing.isEmpty {
      let loaded = try load(missing, connection)
      cache.store(loaded, at: revision)
      variants.merge(loaded) { _, loaded in loaded }
    }
    return variants
  }

  /// The variants of `articles` rendered from the database.
  private func load(_ articles: Set<Article>, _ connection: any DatabaseConnection) throws -> [Article: CartVariant] {
    var productIDs: Set<UUID> = []
    for chunk in SQLInList.chunks(articles.map(\.rawValue.sqlValue)) {
      try connection.forEachRow(
        "SELECT product_id FROM product_variants WHERE article IN (\(SQLInList.placeholders(count: chunk.count)))",
        SQLInList.padded(chunk)
      ) { row in productIDs.insert(try CatalogStorage.uuid(row, 0)) }
    }
    // NB: an archived product's lines stay in the cart, shown with no stock (`not_available`), so a cart update
    // asking for them answers the contract's shortage codes and a purchase refuses them; unarchiving brings them back.
    let archived = try ArchivedProducts.among(Array(productIDs), connection)
    var variants: [Article: CartVariant] = [:]
    for product in try storage.products(Array(productIDs), connection).values {
      for var variant in product.variants where articles.contains(variant.article) {
        if archived.contains(product.id.rawValue) {
          variant.availabilityInfo = AvailabilityInfo(count: 0, type: .notAvailable)
        }
        variants[variant.article] = CartVariant(product: product, variant: variant)
      }
    }
    return variants
  }
}
