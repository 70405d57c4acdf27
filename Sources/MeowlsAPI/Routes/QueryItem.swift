/// One query parameter, already percent-decoded (`+` already turned into a space).
///
/// For `filters[<code>]` keys, each item is one value: the server's query parser has split the raw value on `,`
/// and `|` before decoding.
public struct QueryItem: Hashable, Sendable {
  /// The key, e.g. `page` or `filters[brand]`.
  public var name: String
  /// The decoded value.
  public var value: String

  /// A query parameter.
  public init(name: String, value: String) {
    self.name = name
    self.value = value
  }
}
