import Foundation

/// A calendar day without time or zone, `"yyyy-MM-dd"` on the wire (`order_date`, available delivery `date`).
public struct CalendarDate: Codable, Hashable, Comparable, Sendable {
  /// The day of the month, 1...31.
  public private(set) var day: Int
  /// The month, 1...12.
  public private(set) var month: Int
  /// The year, 1...9999.
  public private(set) var year: Int

  /// A day; nil when it does not exist (e.g. 2023-02-29).
  public init?(year: Int, month: Int, day: Int) {
    guard DateText.isValidDay(year: year, month: month, day: day) else { return nil }
    self.day = day
    self.month = month
    self.year = year
  }

  /// A day already known to be valid (from another validated date type).
  init(validYear year: Int, month: Int, day: Int) {
    self.day = day
    self.month = month
    self.year = year
  }

  /// Parses `"yyyy-MM-dd"`; nil for any other text.
  public init?(string: String) {
    guard let numbers = DateText.numbers(in: string, separator: "-", widths: [4, 2, 2]) else { return nil }
    self.init(year: numbers[0], month: numbers[1], day: numbers[2])
  }

  /// The calendar day of `date` in `timeZone` (Gregorian calendar).
  public init(_ date: Date, in timeZone: TimeZone) {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let components = calendar.dateComponents([.year, .month, .day], from: date)
    self.day = components.day ?? 1
    self.month = components.month ?? 1
    self.year = components.year ?? 1
  }

  /// The day `days` after 1970-01-01 (before it when negative) in the proleptic Gregorian calendar, as
  /// `daysSinceEpoch` counts: Howard Hinnant's civil-from-days.
  public init(daysSinceEpoch days: Int64) {
    let shifted = days + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    self.day = Int(dayOfYear - (153 * monthIndex + 2) / 5 + 1)
    self.month = Int(month)
    self.year = Int(yearOfEra + era * 400 + (month <= 2 ? 1 : 0))
  }

  /// Days from 1970-01-01 to this day (negative before), by Howard Hinnant's days-from-civil.
  public var daysSinceEpoch: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  /// The wire text, `"yyyy-MM-dd"`.
  public var string: String {
    "\(DateText.padded(year, width: 4))-\(DateText.padded(month, width: 2))-\(DateText.padded(day, width: 2))"
  }

  /// Decodes `"yyyy-MM-dd"`; any other text is `DecodingError.dataCorrupted`.
  public init(from decoder: any Decoder) throws {
    self = try DateText.decode(from: decoder, expected: "a yyyy-MM-dd date") { CalendarDate(string: $0) }
  }

  /// Encodes `"yyyy-MM-dd"`.
  public func encode(to encoder: any Encoder) throws {
    try DateText.encode(string, to: encoder)
  }

  /// Orders days chronologically.
  public static func < (lhs: CalendarDate, rhs: CalendarDate) -> Bool {
    (lhs.year, lhs.month, lhs.day) < (rhs.year, rhs.month, rhs.day)
  }
}

extension CalendarDate: CustomStringConvertible {
  /// The wire text, `"yyyy-MM-dd"`.
  public var description: String { string }
}
