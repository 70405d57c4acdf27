/// A wall-clock time, `"HH:mm"` on the wire (delivery interval `from`/`to`, shop opening hours).
public struct TimeOfDay: Codable, Hashable, Comparable, Sendable {
  /// The hour, 0...23.
  public private(set) var hour: Int
  /// The minute, 0...59.
  public private(set) var minute: Int

  /// A time; nil when out of range.
  public init?(hour: Int, minute: Int) {
    guard (0...23).contains(hour), (0...59).contains(minute) else { return nil }
    self.hour = hour
    self.minute = minute
  }

  /// Parses `"HH:mm"`; nil for any other text.
  public init?(string: String) {
    guard let numbers = DateText.numbers(in: string, separator: ":", widths: [2, 2]) else { return nil }
    self.init(hour: numbers[0], minute: numbers[1])
  }

  /// Minutes since midnight (10:30 → 630).
  public var minutesSinceMidnight: Int { hour * 60 + minute }

  /// The wire text, `"HH:mm"`.
  public var string: String { "\(DateText.padded(hour, width: 2)):\(DateText.padded(minute, width: 2))" }

  /// Decodes `"HH:mm"`; any other text is `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    self = try DateText.decode(from: decoder, expected: "an HH:mm time") { TimeOfDay(string: $0) }
  }

  /// Encodes `"HH:mm"`.
  public func encode(to encoder: any Encoder) throws {
    try DateText.encode(string, to: encoder)
  }

  /// Orders times within a day.
  public static func < (lhs: TimeOfDay, rhs: TimeOfDay) -> Bool {
    lhs.minutesSinceMidnight < rhs.minutesSinceMidnight
  }
}

extension TimeOfDay: CustomStringConvertible {
  /// The wire text, `"HH:mm"`.
  public var description: String { string }
}
