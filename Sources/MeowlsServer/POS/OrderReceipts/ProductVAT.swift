import Foundation
import MeowlsAPI

/// The VAT rate a product's receipt lines carry.
enum ProductVAT {
  /// The standard rate (НДС 20 %).
  static let standard = Fiscalization.vatRate

  /// The rate of each of `products` that has one of its own; none yet, so every line carries the standard rate.
  static func rates(of products: [UUID], in connection: any DatabaseConnection) throws -> [UUID: String] {
    [:]
  }
}
