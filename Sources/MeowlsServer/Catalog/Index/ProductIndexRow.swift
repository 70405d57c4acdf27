import Foundation

/// A product as the listing index reads it, read again for a change the change log names
/// (`CatalogStorage.indexRows`).
struct ProductIndexRow: Sendable, Equatable {
  let id: UUID
  let position: Int
  /// Not archived.
  let listed: Bool
  let name: String
  let saleID: UUID?
  let defaultPriceKopecks: Int64?
  /// The categories it is linked to directly.
  let categoryIDs: [UUID]
  /// The property values of all its variants (stored ids; repeats are fine).
  let valueIDs: [String]
}

/// A property value the index may not know yet (an edit gave a variant a new value text).
struct PropertyValueRow: Sendable, Equatable {
  let id: String
  let propertyID: String
  let text: String
}
