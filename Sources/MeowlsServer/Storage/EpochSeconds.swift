import Foundation
import MeowlsAPI

/// Tables keep time as whole seconds since 1970 in `BIGINT` columns, so comparisons are plain integer ones on every
/// engine.
enum EpochSeconds {
  /// Whole seconds, clamped to the years 1...9999 the wire can carry (never trapping on a strange `Date`).
  static func from(_ date: Date) -> Int64 {
    WireDate.wholeSeconds(of: date)
  }

  static func date(_ seconds: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}
