import Foundation
import MeowlsAPI

/// The courier slots of a city (api.md §11.2), without the database: today and the next three days in the city's
/// time zone; today offers only the windows that start more than five hours from now; days without a window are
/// left out.
struct DeliverySlots: Equatable, Sendable {
  /// Days offered, today included.
  static let days = 4
  /// A window of today must start more than this many minutes from now.
  static let leadMinutes = 300

  let dates: [AvailableDate]

  init(intervals: [DeliveryTimeInterval], now: Date, timeZone: TimeZone) {
    let calendar = Self.calendar(timeZone)
    let clock = calendar.dateComponents([.hour, .minute], from: now)
    let minutesNow = (clock.hour ?? 0) * 60 + (clock.minute ?? 0)
    var dates: [AvailableDate] = []
    for offset in 0..<Self.days {
      guard let day = calendar.date(byAdding: .day, value: offset, to: now) else { continue }
      let offered =
        offset == 0 ? intervals.filter { $0.from.minutesSinceMidnight > minutesNow + Self.leadMinutes } : intervals
      guard !offered.isEmpty else { continue }
      dates.append(AvailableDate(availableTimeIntervals: offered, date: CalendarDate(day, in: timeZone)))
    }
    self.dates = dates
  }

  /// The window offered on `date` with this id, nil when that day does not offer it (any more).
  func interval(_ id: DeliveryTimeInterval.ID, on date: CalendarDate) -> DeliveryTimeInterval? {
    dates.first { $0.date == date }?.availableTimeIntervals.first { $0.id == id }
  }

  /// The moment `time` of `date` in `timeZone`: when a delivery window ends, in absolute time.
  static func moment(_ date: CalendarDate, _ time: TimeOfDay, in timeZone: TimeZone) -> Date? {
    calendar(timeZone).date(
      from: DateComponents(year: date.year, month: date.month, day: date.day, hour: time.hour, minute: time.minute))
  }

  private static func calendar(_ timeZone: TimeZone) -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    return calendar
  }
}
