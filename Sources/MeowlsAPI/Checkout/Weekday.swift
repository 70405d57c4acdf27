/// A day of the week, lower-case English on the wire (`"monday"` …).
public enum Weekday: String, Codable, CaseIterable, Hashable, Sendable {
  /// `friday`.
  case friday
  /// `monday`.
  case monday
  /// `saturday`.
  case saturday
  /// `sunday`.
  case sunday
  /// `thursday`.
  case thursday
  /// `tuesday`.
  case tuesday
  /// `wednesday`.
  case wednesday
}
