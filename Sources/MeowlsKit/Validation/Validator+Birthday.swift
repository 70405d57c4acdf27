import Foundation
import MeowlsAPI

extension Validator {
  /// The birthday to send for the day the user picked, as the server stores it: midnight UTC of that calendar
  /// day. `picked` is read in the user's `timeZone`, so a date picked near local midnight keeps its day
  /// (`app.md` §18.16). It must lie between 100 years ago and today.
  public static func birthday(_ picked: Date, today: Date, timeZone: TimeZone) throws(ValidationError) -> Date {
    let day = CalendarDate(picked, in: timeZone)
    let now = CalendarDate(today, in: timeZone)
    guard let earliest = CalendarDate(year: now.year - 100, month: now.month, day: min(now.day, 28)),
      earliest <= day, day <= now
    else { throw .birthdayOutOfRange }
    var utc = Calendar(identifier: .gregorian)
    utc.timeZone = TimeZone(identifier: "UTC") ?? timeZone
    guard let midnight = utc.date(from: DateComponents(year: day.year, month: day.month, day: day.day)) else {
      throw .birthdayOutOfRange
    }
    return midnight
  }
}
