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
        : "Value of type '\(type)' required for key '\(dotted(context.codingPath))'\(hint(for: type, context))."
    @unknown default:
      "The request body could not be decoded."
    }
  }

  /// What to send instead when a number came as a string (`"2"`), the commonest slip of a hand-written client.
  private static func hint(for type: Any.Type, _ context: DecodingError.Context) -> String {
    let numeric = type == Int.self || type == Double.self || type == Int64.self
    guard numeric, context.debugDescription.lowercased().contains("string") else { return "" }
    return ": send a JSON number (2 or 849.5), not a string (\"2\")"
  }

  /// `cart.items.0.count` for a coding path.
  private static func dotted(_ path: [any CodingKey]) -> String {
    path.map { key in key.intValue.map(String.init) ?? key.stringValue }.joined(separator: ".")
  }
}
