/// One weekday's hours in a `ShopDraft`: `{closes, opens, weekday}`, as text, so that a malformed time answers
/// `invalidOpeningHours` naming the row rather than a body that does not decode.
public struct OpeningHoursDraft: Codable, Hashable, Sendable {
  /// When it closes, `HH:MM`, after `opens`.
  public var closes: String
  /// When it opens, `HH:MM`.
  public var opens: String
  /// `monday` … `sunday`.
  public var weekday: String

  /// A weekday's hours.
  public init(closes: String, opens: String, weekday: String) {
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
