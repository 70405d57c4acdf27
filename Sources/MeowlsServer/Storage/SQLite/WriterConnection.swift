import Foundation

/// The one connection of an `SQLiteDatabase` that runs transactions, behind its gate: one transaction at a time
/// uses it, in the order they came, and closing waits for the one under way.
final class WriterConnection: @unchecked Sendable {
  /// NB: a `WriteGate` (first come, first served), not a mutex: see `WriteGate` for the stall a mutex caused.
  private let gate = WriteGate()
  private var connection: SQLiteConnection?

  init(_ connection: SQLiteConnection?) { self.connection = connection }

  /// Runs `body` with the connection; `DatabaseError.closed` once `close` has run.
  func withConnection<T>(_ body: (SQLiteConnection) throws -> T) throws -> T {
    gate.lock()
    defer { gate.unlock() }
    guard let connection else { throw DatabaseError.closed }
    return try body(connection)
  }

  /// Lets the connection go (it closes when the last transaction holding it ends).
  func close() {
    gate.lock()
    defer { gate.unlock() }
    connection = nil
  }

  /// Transactions waiting for the one under way (for tests).
  var waiting: Int { gate.waiting }
}
