/// Hand-written helpers for the fixed-width date strings of the wire (`yyyy-MM-dd`, `dd.MM.yyyy`, `HH:mm`).
enum DateText {
  /// Splits `text` on `separator` and parses each part as exactly `widths[i]` ASCII digits.
  static func numbers(in text: String, separator: Character, widths: [Int]) -> [Int]? {
    let parts = text.split(separator: separator, omittingEmptySubsequences: false)
    guard parts.count == widths.count else { return nil }
    var numbers: [Int] = []
    for (part, width) in zip(parts, widths) {
      guard part.count == width, part.allSatisfy({ $0.isASCII && $0.isNumber }), let number = Int(part) else {
        return nil
      }
      numbers.append(number)
    }
    return numbers
  }

  /// `number` in decimal, left-padded with zeros to `width` digits.
  static func padded(_ number: Int, width: Int) -> String {
    let digits = String(number)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }

  /// Whether year/month/day name a real day of the proleptic Gregorian calendar (years 1...9999).
  static func isValidDay(year: Int, month: Int, day: Int) -> Bool {
    guard (1...9999).contains(year), (1...12).contains(month), day >= 1 else { return false }
    let isLeap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
    let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return day <= lengths[month - 1]
  }

  /// Decodes a JSON string with `parse`; text it refuses is `DecodingError.dataCorrupted` naming `expected`.
  static func decode<Value>(from decoder: any Decoder, expected: String, parse: (String) -> Value?) throws -> Value {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    guard let value = parse(text) else {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "Expected \(expected), got '\(text.prefix(40))'.")
    }
    return value
  }

  /// Encodes `text` as one JSON string.
  static func encode(_ text: String, to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }
}
