/// A public sequence number of `Owner` (`OrderNumber` 1000039, `ReceiptNumber` 1): a JSON integer and a decimal
/// path segment. The phantom `Owner` keeps an order's number and a receipt's apart.
public struct PublicNumber<Owner>: RawRepresentable, Codable, Hashable, Comparable, Sendable,
  ExpressibleByIntegerLiteral
{
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

  /// Allows `1000039` where a number is expected.
  public init(integerLiteral value: Int) {
    self.rawValue = value
  }

  /// Decodes a JSON integer.
  /// A JSON number, or its digits as a string (`"1000123"`, as the purchase answers an order number).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let number = try? container.decode(Int.self) {
      rawValue = number
      return
    }
    guard let text = try? container.decode(String.self), (1...18).contains(text.utf8.count),
      text.utf8.allSatisfy({ (0x30...0x39).contains($0) }), let number = Int(text)
    else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected a number, or its digits as a string (\"1000123\").")
    }
    rawValue = number
  }

  /// Encodes a JSON integer.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders numbers numerically.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension PublicNumber: CustomStringConvertible {
  /// The decimal digits.
  public var description: String { String(rawValue) }
}

extension PublicNumber: PathComponentConvertible {
  /// Parses a decimal integer path segment.
  public init?(pathComponent: String) {
    guard let number = Int(pathComponent) else { return nil }
    self.rawValue = number
  }

  /// The decimal digits.
  public var pathComponent: String { String(rawValue) }
}
