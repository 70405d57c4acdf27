/// Whether a shift is still taking sales.
public enum ShiftStatus: String, Codable, CaseIterable, Hashable, Sendable {
  /// Closed with a count; its Z report is final.
  case closed
  /// Taking sales.
  case open
}
