/// A receipt's public number (e.g. `2000001`): a JSON integer, and the `{number}` of
/// `/api/v1/pos/receipts/{number}.html`.
public struct ReceiptNumber: RawRepresentable, Codable, Hashable, Comparable, Sendable, ExpressibleByIntegerLiteral {
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

  /// Allows `2000001` where a receipt number is expected.
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
  public static func < (lhs: ReceiptNumber, rhs: ReceiptNumber) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension ReceiptNumber: CustomStringConvertible {
  /// The decimal digits.
  public var description: String { String(rawValue) }
}

extension ReceiptNumber: PathComponentConvertible {
  /// Parses a decimal integer path segment.
  public init?(pathComponent: String) {
    guard let number = Int(pathComponent) else { return nil }
    self.rawValue = number
  }

  /// The decimal digits.
  public var pathComponent: String { String(rawValue) }
}
