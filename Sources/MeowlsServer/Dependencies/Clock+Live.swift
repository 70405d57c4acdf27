import Foundation

extension Clock {
  /// The system clock.
  public static let live = Clock(
    now: { Date() },
    monotonicNanoseconds: { DispatchTime.now().uptimeNanoseconds })

  /// A clock frozen at `date` whose monotonic reading never advances.
  public static func constant(_ date: Date) -> Clock {
    Clock(now: { date }, monotonicNanoseconds: { 0 })
  }
}
