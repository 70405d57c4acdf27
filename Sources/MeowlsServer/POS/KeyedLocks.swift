import Foundation
import Synchronization

/// One lock per key, created on demand and dropped when nobody holds or waits for it: requests with the same key
/// (a register replaying a sale) run one after the other, others run side by side.
final class KeyedLocks: Sendable {
  private final class Entry: @unchecked Sendable {
    let lock = NSLock()
    var users = 0
  }

  private let entries = Mutex<[String: Entry]>([:])

  init() {}

  func withLock<T>(_ key: String, _ body: () throws -> T) rethrows -> T {
    let entry = entries.withLock { entries in
      let entry = entries[key] ?? Entry()
      entry.users += 1
      entries[key] = entry
      return entry
    }
    entry.lock.lock()
    defer {
      entry.lock.unlock()
      entries.withLock { entries in
        entry.users -= 1
        if entry.users == 0 { entries[key] = nil }
      }
    }
    return try body()
  }
}
