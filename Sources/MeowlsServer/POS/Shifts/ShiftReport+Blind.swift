import MeowlsAPI

extension ShiftReport {
  /// The report as `context` may read it. A cashier's X report of an open shift is blind: no cash expected and no
  /// per-tender lines, so the count at closing is not steered by the number to hit; managers and admins see
  /// everything, and so does everyone once the shift is closed (the Z report).
  func seen(by context: StaffContext) -> ShiftReport {
    guard context.role == .cashier, shift.status == .open else { return self }
    var report = self
    report.blind = true
    report.cashExpected = nil
    report.tenders = []
    return report
  }
}
