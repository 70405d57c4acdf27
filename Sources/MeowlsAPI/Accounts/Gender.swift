/// A person's gender: `"man"`, `"woman"` or `"indeterminate"`.
public enum Gender: String, Codable, CaseIterable, Hashable, Sendable {
  /// `indeterminate`.
  case indeterminate
  /// `man`.
  case man
  /// `woman`.
  case woman
}
