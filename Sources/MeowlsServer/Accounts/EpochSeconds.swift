import Foundation

/// The accounts tables keep time as whole seconds since 1970 (see `AccountsSchema`).
enum EpochSeconds {
  static func from(_ date: Date) -> Int64 {
    Int64(date.timeIntervalSince1970.rounded(.down))
  }

  static func date(_ seconds: Int) -> Date {
    Date(timeIntervalSince1970: TimeInterval(seconds))
  }
}
