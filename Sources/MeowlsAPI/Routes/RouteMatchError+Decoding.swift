extension RouteMatchError {
  /// A readable reason for a body decoding failure, naming the field: `Value required for key 'cart.save'.`
  ///
  /// NB: a decoder's description may quote the value sent; at most 200 characters of it are echoed, so a 100 KB
  /// value does not come back in the error.
  static func reason(for error: DecodingError) -> String {
    switch error {
    case .dataCorrupted(let context):
      context.codingPath.isEmpty
        ? "The request body is not valid JSON: \(context.debugDescription.prefix(200))"
        : "Data corrupted at key '\(dotted(context.codingPath))'. \(context.debugDescription.prefix(200))"
    case .keyNotFound(let key, let context):
      "Value required for key '\(dotted(context.codingPath + [key]))'."
    case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
      context.codingPath.isEmpty
        ? "Value of type '\(type)' required at the top level of the body."
        : "Value of type '\(type)' required for key '\(dotted(context.codingPath))'."
    @unknown default:
      "The request body could not be decoded."
    }
  }

  /// `cart.items.0.count` for a coding path.
  private static func dotted(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map(String.init) ?? key.stringValue }.joined(separator: ".")
  }
}
