import Foundation
import MeowlsAPI

/// Calendar days as the catalogue stores them: TEXT `yyyy-MM-dd` (UTC), which sorts in date order on every engine.
enum CatalogDay {
  private static let secondsPerDay: Int64 = 86_400

  /// The UTC day of `date`.
  static func text(_ date: Date) -> String {
    let seconds = WireDate.wholeSeconds(of: date)
    let days = seconds >= 0 ? seconds / secondsPerDay : (seconds - secondsPerDay + 1) / secondsPerDay
    return CalendarDate(daysSinceEpoch: days).string
  }

  /// Midnight UTC of a stored day; nil for any other text (and for days outside years 1...9999, which once could
  /// trap in the day arithmetic).
  static func date(_ text: String) -> Date? {
    CalendarDate(string: text).map { Date(timeIntervalSince1970: Double(Int64($0.daysSinceEpoch) * secondsPerDay)) }
  }
}
