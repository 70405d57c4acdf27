/// An item of `/checkout/available_dates`: `{date: "yyyy-MM-dd", available_time_intervals}`.
public struct AvailableDate: Codable, Hashable, Sendable {
  /// The intervals still offered that day.
  public var availableTimeIntervals: [DeliveryTimeInterval]
  /// The day, in the city's time zone.
  public var date: CalendarDate

  /// An available date.
  public init(availableTimeIntervals: [DeliveryTimeInterval], date: CalendarDate) {
    self.availableTimeIntervals = availableTimeIntervals
    self.date = date
  }

  enum CodingKeys: String, CodingKey {
    case availableTimeIntervals = "available_time_intervals"
    case date
  }
}
