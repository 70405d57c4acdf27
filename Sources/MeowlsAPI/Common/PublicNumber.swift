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
  public init(from decoder: any Decoder) throws {
    self.rawValue = try decoder.singleValueContainer().decode(Int.self)
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
