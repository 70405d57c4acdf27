import Foundation

/// Which products the back office archived, for the places that keep a customer's own lists of products: carts
/// (their lines show as unavailable with no stock, and a purchase refuses them) and favourites (which stop listing
/// them). Unarchiving brings both back as they were.
enum ArchivedProducts {
  /// The archived ones among `ids`.
  static func among(_ ids: [UUID], _ connection: any DatabaseConnection) throws -> Set<UUID> {
    var archived: Set<UUID> = []
    for chunk in SQLInList.chunks(ids.map(\.sqlValue)) {
      try connection.forEachRow(
        "SELECT id FROM products WHERE archived = 1 AND id IN (\(SQLInList.placeholders(count: chunk.count)))",
        SQLInList.padded(chunk)
      ) { row in archived.insert(try CatalogStorage.uuid(row, 0)) }
    }
    return archived
  }
}
