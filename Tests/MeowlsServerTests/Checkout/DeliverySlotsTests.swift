import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct DeliverySlotsTests {
  static let intervals = [("10:00", "14:00"), ("14:00", "18:00"), ("18:00", "23:00")].enumerated().map {
    DeliveryTimeInterval(
      from: TimeOfDay(string: $1.0)!,
      id: DeliveryTimeInterval.ID(UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")!),
      to: TimeOfDay(string: $1.1)!)
  }

  @Test func lateInTheDayTodayDropsOutAndTheWindowEndIsAMomentInTheCity() throws {
    let novosibirsk = TimeZone(identifier: "Asia/Novosibirsk")!
    // 2027-01-15 05:00 UTC is 12:00 in Novosibirsk: only 18:00 starts more than five hours later.
    let slots = DeliverySlots(
      intervals: Self.intervals, now: Date(timeIntervalSince1970: 1_800_000_000 - 3 * 3_600), timeZone: novosibirsk)
    #expect(slots.dates.map(\.date.string) == ["2027-01-15", "2027-01-16", "2027-01-17", "2027-01-18"])
    #expect(slots.dates[0].availableTimeIntervals == [Self.intervals[2]])
    #expect(slots.interval(Self.intervals[0].id, on: slots.dates[0].date) == nil)
    #expect(slots.interval(Self.intervals[0].id, on: slots.dates[1].date) == Self.intervals[0])
    let end = DeliverySlots.moment(slots.dates[1].date, Self.intervals[0].to, in: novosibirsk)
    #expect(end == Date(timeIntervalSince1970: 1_800_000_000 + 23 * 3_600))
  }
}
