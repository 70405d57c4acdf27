/// A valid EAN-13 barcode: thirteen decimal digits whose last digit is the GS1 check digit of the first twelve.
///
/// On the wire it is a JSON string (`"4600001234567"`); leading zeros are significant, so it is never a number.
public struct EAN13: RawRepresentable, Codable, Hashable, Comparable, Sendable {
  /// Why a text is not an EAN-13.
  public enum Invalid: Error, Equatable, Sendable {
    /// The check digit is not the one the first twelve digits give (a misread or mistyped code).
    case checkDigit
    /// Not exactly thirteen ASCII digits.
    case format
  }

  /// The thirteen digits.
  public let rawValue: String

  /// Wraps `rawValue` when it is a valid EAN-13; nil otherwise.
  public init?(rawValue: String) {
    guard let code = try? EAN13(validating: rawValue) else { return nil }
    self = code
  }

  /// Validates thirteen digits, telling a wrong check digit apart from text that is no EAN-13 at all.
  public init(validating text: String) throws(Invalid) {
    let digits = Array(text.utf8)
    guard digits.count == 13, digits.allSatisfy({ (48...57).contains($0) }) else { throw .format }
    guard Self.checkDigit(of: digits[0..<12].map { Int($0 - 48) }) == Int(digits[12] - 48) else { throw .checkDigit }
    rawValue = text
  }

  /// The code of twelve digits `body` (`"460000123456"`) followed by its check digit; nil unless `body` is twelve
  /// ASCII digits.
  public init?(body: String) {
    let digits = Array(body.utf8)
    guard digits.count == 12, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
    rawValue = body + String(Self.checkDigit(of: digits.map { Int($0 - 48) }))
  }

  /// The GS1 check digit of twelve digits: weights 1, 3, 1, 3, … from the left; the digit that brings the weighted
  /// sum up to a multiple of ten.
  public static func checkDigit(of body: [Int]) -> Int {
    var sum = 0
    for (index, digit) in body.enumerated() {
      sum += index % 2 == 0 ? digit : digit * 3
    }
    return (10 - sum % 10) % 10
  }

  /// The first two digits as a number (`20`…`29` mark codes a shop prints itself, such as weight barcodes).
  public var prefix: Int { Int(rawValue.prefix(2))! }

  /// Decodes a JSON string holding a valid EAN-13.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let code = EAN13(rawValue: text) else {
      throw DecodingError.dataCorruptedError(in: container, debugDescription: "\(text) is not a valid EAN-13.")
    }
    self = code
  }

  /// Encodes the thirteen digits as a JSON string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(rawValue)
  }

  /// Orders codes by their digits.
  public static func < (lhs: EAN13, rhs: EAN13) -> Bool {
    lhs.rawValue < rhs.rawValue
  }
}

extension EAN13: CustomStringConvertible {
  /// The thirteen digits.
  public var description: String { rawValue }
}
