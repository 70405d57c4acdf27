import Foundation

/// The lock the connections of one `SQLiteDatabase` take around a transaction: SQLite lets one writer in at a time
/// anyway, and a thread waiting here is woken as soon as the writer before it is done.
final class WriteGate: @unchecked Sendable {
  private let mutex = NSLock()

  func lock() { mutex.lock() }

  func unlock() { mutex.unlock() }
}
