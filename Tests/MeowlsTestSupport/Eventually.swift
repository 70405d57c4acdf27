import Foundation

/// Whether `condition` holds within `seconds`, asked again every millisecond until it does: for what a server
/// learns from another process at a time of that process's choosing (a commit heard through PostgreSQL's
/// notifications), where no clock of the test's can be moved instead.
public func eventually(within seconds: Double = 5, _ condition: () throws -> Bool) rethrows -> Bool {
  let deadline = Date().addingTimeInterval(seconds)
  while true {
    if try condition() { return true }
    if Date() >= deadline { return false }
    usleep(1_000)
  }
}
