/// Why `PromoCodeAdmin` refused.
public enum PromoCodeAdminError: Error, Equatable, CustomStringConvertible {
  /// More than one category has this code; the paths say which to write.
  case ambiguousCategory(String, paths: [String])
  /// Another code is spelled so (in any letter case).
  case codeTaken(String)
  /// The draft itself is wrong (a usage mistake): the message says how.
  case invalid(String)
  case unknownCategory(String)
  case unknownCode(String)
  case unknownProduct(String)

  public var description: String {
    switch self {
    case .ambiguousCategory(let code, let paths):
      "several categories have the code '\(code)'; write one of: \(paths.joined(separator: ", "))"
    case .codeTaken(let code): "a promo code '\(code)' already exists"
    case .invalid(let message): message
    case .unknownCategory(let category): "no category '\(category)' (write an id, a code path or a unique code)"
    case .unknownCode(let code): "no promo code '\(code)'"
    case .unknownProduct(let product): "no product '\(product)' (write an id or a product code)"
    }
  }
}
