/// A shop's hours on one weekday: `{weekday, opens: "HH:mm", closes: "HH:mm"}` (shop local time).
public struct OpeningHours: Codable, Hashable, Sendable {
  /// Closing time.
  public var closes: TimeOfDay
  /// Opening time.
  public var opens: TimeOfDay
  /// The day these hours apply to.
  public var weekday: Weekday

  /// Opening hours.
  public init(closes: TimeOfDay, opens: TimeOfDay, weekday: Weekday) {
    self.closes = closes
    self.opens = opens
    self.weekday = weekday
  }

  enum CodingKeys: String, CodingKey {
    case closes
    case opens
    case weekday
  }
}
