import Foundation

/// Calendar days as the catalogue stores them: TEXT `yyyy-MM-dd` (UTC), which sorts in date order on every engine.
enum CatalogDay {
  private static let secondsPerDay: Int64 = 86_400

  /// The UTC day of `date`.
  static func text(_ date: Date) -> String {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / secondsPerDay : (seconds - secondsPerDay + 1) / secondsPerDay
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
  }

  /// Midnight UTC of a stored day; nil for any other text.
  static func date(_ text: String) -> Date? {
    let parts = text.split(separator: "-")
    guard parts.count == 3, let year = Int64(parts[0]), let month = Int64(parts[1]), let day = Int64(parts[2]),
      (1...12).contains(month), (1...31).contains(day)
    else { return nil }
    return Date(timeIntervalSince1970: Double(daysSinceEpoch(year: year, month: month, day: day) * secondsPerDay))
  }

  /// Howard Hinnant's days-from-civil: the day count since 1970-01-01 of a proleptic Gregorian date.
  static func daysSinceEpoch(year: Int64, month: Int64, day: Int64) -> Int64 {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
