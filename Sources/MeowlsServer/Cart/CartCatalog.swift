import Foundation
import MeowlsAPI

/// The catalogue as the cart reads it: variants by article, rendered by the catalogue's own `CatalogStorage`.
///
/// NB: read straight from the database on the cart's connection, never from `CatalogCache`: inside the cart's
/// transaction the stock it checks is the stock it shows, and no other writer can change it before the commit.
struct CartCatalog: Sendable {
  let storage: CatalogStorage

  /// The variants with these articles; unknown articles are missing from the answer.
  func variants(_ articles: [Article], _ connection: any DatabaseConnection) throws -> [Article: CartVariant] {
    let wanted = Set(articles)
    var productIDs: Set<UUID> = []
    for chunk in SQLInList.chunks(wanted.map(\.rawValue.sqlValue)) {
      try connection.forEachRow(
        "SELECT product_id FROM product_variants WHERE article IN (\(SQLInList.placeholders(count: chunk.count)))",
        SQLInList.padded(chunk)
      ) { row in productIDs.insert(try CatalogStorage.uuid(row, 0)) }
    }
    var variants: [Article: CartVariant] = [:]
    for product in try storage.products(Array(productIDs), connection).values {
      for variant in product.variants {
        variants[variant.article] = CartVariant(product: product, variant: variant)
      }
    }
    return variants.filter { wanted.contains($0.key) }
  }
}
