/// An order's public number (e.g. `1000039`): a JSON integer in order bodies and in `/orders/{number}` paths.
///
/// NB: the purchase answer sends it as a string (`{"order_number": "1000053"}`); `PurchaseResult` handles that.
public struct OrderNumber: RawRepresentable, Codable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
  /// The number.
  public var rawValue: Int

  /// Wraps a number.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Wraps a number.
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Allows `1000039` where an order number is expected.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// Decodes a JSON integer.
  public init(from decoder: any Decoder) throws {
    self.rawValue = try decoder.singleValueContainer().decode(Int.self)
  }

  /// Encodes a JSON integer.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders numbers numerically.
  public static func < (lhs: OrderNumber, rhs: OrderNumber) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension OrderNumber: CustomStringConvertible {
  /// The decimal digits.
  public var description: String { String(rawValue) }
}

extension OrderNumber: PathComponentConvertible {
  /// Parses a decimal integer path segment.
  public init?(pathComponent: String) {
    guard let number = Int(pathComponent) else { return nil }
    self.rawValue = number
  }

  /// The decimal digits.
  public var pathComponent: String { String(rawValue) }
}
