import Foundation

/// The one connection of an `SQLiteDatabase` that runs transactions, behind its lock: one transaction at a time
/// uses it, and closing waits for the one under way.
final class WriterConnection: @unchecked Sendable {
  private let lock = NSLock()
  private var connection: SQLiteConnection?

  init(_ connection: SQLiteConnection?) { self.connection = connection }

  /// Runs `body` with the connection; `DatabaseError.closed` once `close` has run.
  func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    lock.lock()
    defer { lock.unlock() }
    guard let connection else { throw DatabaseError.closed }
    return try body(connection)
  }

  /// Lets the connection go (it closes when the last transaction holding it ends).
  func close() {
    lock.lock()
    defer { lock.unlock() }
    connection = nil
  }
}
