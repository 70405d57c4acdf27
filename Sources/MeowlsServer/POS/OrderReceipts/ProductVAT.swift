import Foundation
import MeowlsAPI

/// The VAT rate a product's receipt lines carry: the catalogue's `products.vat_rate` (schema 108).
enum ProductVAT {
  /// The standard rate (НДС 20 %), for a product the catalogue no longer has.
  static let standard = VATRate.standard

  /// The rate of each of `products` the catalogue has.
  static func rates(of products: [UUID], in connection: any DatabaseConnection) throws -> [UUID: String] {
    var rates: [UUID: String] = [:]
    for chunk in SQLInList.chunks(Array(Set(products)).map(\.sqlValue)) {
      try connection.forEachRow(
        "SELECT id, vat_rate FROM products WHERE id IN (\(SQLInList.placeholders(count: chunk.count)))",
        SQLInList.padded(chunk)
      ) { row in
        if let id = UUID(uuidString: try row.string(0)) { rates[id] = try row.string(1) }
      }
    }
    return rates
  }
}
