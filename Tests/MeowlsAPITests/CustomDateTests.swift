import Foundation
import Testing

@testable import MeowlsAPI

struct CustomDateTests {
  @Test func calendarDateRoundTripsYearMonthDay() throws {
    let date = try decode(CalendarDate.self, #""2024-08-27""#)
    #expect((date.year, date.month, date.day) == (2024, 8, 27))
    #expect(try compactJSON(date) == #""2024-08-27""#)
  }

  @Test(arguments: ["2024-8-27", "2024-02-30", "2023-02-29", "24-08-27", "2024-08-27T00:00:00Z", "2024/08/27", ""])
  func badCalendarDateIsDataCorrupted(_ text: String) {
    #expect(throws: DecodingError.self) { try decode(CalendarDate.self, "\"\(text)\"") }
    #expect(CalendarDate(string: text) == nil)
  }

  @Test func calendarDateOfAnInstantDependsOnTheTimeZone() throws {
    let instant = Date(timeIntervalSince1970: 1_724_785_200)  // 2024-08-27T19:00:00Z
    let novosibirsk = try #require(TimeZone(identifier: "Asia/Novosibirsk"))
    #expect(CalendarDate(instant, in: novosibirsk).string == "2024-08-28")
    #expect(CalendarDate(instant, in: try #require(TimeZone(identifier: "UTC"))).string == "2024-08-27")
  }

  @Test func deliveryDateRoundTripsDayMonthYear() throws {
    let date = try decode(DeliveryDate.self, #""05.01.2025""#)
    #expect((date.year, date.month, date.day) == (2025, 1, 5))
    #expect(date.calendarDate.string == "2025-01-05")
    #expect(try compactJSON(date) == #""05.01.2025""#)
  }

  @Test(arguments: ["2025-01-05", "5.1.2025", "31.04.2024", "05.13.2025", "05.01.25"])
  func badDeliveryDateIsDataCorrupted(_ text: String) {
    #expect(throws: DecodingError.self) { try decode(DeliveryDate.self, "\"\(text)\"") }
  }

  @Test func timeOfDayRoundTripsHourMinute() throws {
    let time = try decode(TimeOfDay.self, #""09:05""#)
    #expect((time.hour, time.minute, time.minutesSinceMidnight) == (9, 5, 545))
    #expect(try compactJSON(time) == #""09:05""#)
  }

  @Test(arguments: ["9:05", "24:00", "12:60", "12-00", "1200", "ab:cd"])
  func badTimeOfDayIsDataCorrupted(_ text: String) {
    #expect(throws: DecodingError.self) { try decode(TimeOfDay.self, "\"\(text)\"") }
  }

  @Test func datesUseISO8601WithoutFractions() throws {
    let auth = UserAuthentication(expiresAt: Samples.expiry, token: "t")
    #expect(try compactJSON(auth) == #"{"expires_at":"2024-08-27T13:13:57Z","token":"t"}"#)
  }
}
