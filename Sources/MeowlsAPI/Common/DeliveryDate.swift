/// A delivery day, `"dd.MM.yyyy"` on the wire (`delivery.delivery_date` of checkout and orders).
public struct DeliveryDate: Codable, Hashable, Comparable, Sendable {
  /// The day of the month, 1...31.
  public private(set) var day: Int
  /// The month, 1...12.
  public private(set) var month: Int
  /// The year, 1...9999.
  public private(set) var year: Int

  /// A day; nil when it does not exist (e.g. 31.04.2024).
  public init?(year: Int, month: Int, day: Int) {
    guard DateText.isValidDay(year: year, month: month, day: day) else { return nil }
    self.day = day
    self.month = month
    self.year = year
  }

  /// The same day as a calendar date.
  public init(_ date: CalendarDate) {
    self.day = date.day
    self.month = date.month
    self.year = date.year
  }

  /// Parses `"dd.MM.yyyy"`; nil for any other text.
  public init?(string: String) {
    guard let numbers = DateText.numbers(in: string, separator: ".", widths: [2, 2, 4]) else { return nil }
    self.init(year: numbers[2], month: numbers[1], day: numbers[0])
  }

  /// The same day as a `CalendarDate` (to compare with available dates).
  public var calendarDate: CalendarDate {
    CalendarDate(validYear: year, month: month, day: day)
  }

  /// The wire text, `"dd.MM.yyyy"`.
  public var string: String {
    "\(DateText.padded(day, width: 2)).\(DateText.padded(month, width: 2)).\(DateText.padded(year, width: 4))"
  }

  /// Decodes `"dd.MM.yyyy"`; any other text is `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    self = try DateText.decode(from: decoder, expected: "a dd.MM.yyyy date") { DeliveryDate(string: $0) }
  }

  /// Encodes `"dd.MM.yyyy"`.
  public func encode(to encoder: any Encoder) throws {
    try DateText.encode(string, to: encoder)
  }

  /// Orders days chronologically.
  public static func < (lhs: DeliveryDate, rhs: DeliveryDate) -> Bool {
    lhs.calendarDate < rhs.calendarDate
  }
}

extension DeliveryDate: CustomStringConvertible {
  /// The wire text, `"dd.MM.yyyy"`.
  public var description: String { string }
}
