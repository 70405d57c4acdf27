import Foundation
import MeowlsAPI

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

  /// Midnight UTC of a stored day; nil for any other text (and for days outside years 1...9999, which once could
  /// trap in the day arithmetic).
  static func date(_ text: String) -> Date? {
    CalendarDate(string: text).map { Date(timeIntervalSince1970: Double(Int64($0.daysSinceEpoch) * secondsPerDay)) }
  }

  private static func padded(_ value: Int64, _ width: Int) -> String {
    let digits = String(value)
    return String(repeating: "0", count: max(0, width - digits.count)) + digits
  }
}
