/// Opening hours of a location on one weekday, `"HH:mm"` strings.
public struct DemoOpeningHours: Equatable, Sendable {
  public var closes: String
  public var opens: String
  /// ISO weekday: 1 is Monday, 7 is Sunday.
  public var weekday: Int

  public init(closes: String, opens: String, weekday: Int) {
    self.closes = closes
    self.opens = opens
    self.weekday = weekday
  }
}
