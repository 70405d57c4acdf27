/// Which report: `x` (running, any time) or `z` (closing).
public enum ShiftReportKind: String, Codable, CaseIterable, Hashable, Sendable {
  /// The running totals of a shift.
  case x
  /// The closing report, with the count.
  case z
}
