import Dispatch
import Foundation
import Synchronization
import Testing

@testable import MeowlsServer

@Suite struct WriteGateTests {
  @Test func concurrentTransactionsOfOnePoolRunOneAfterAnother() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open(connections: 4)
    try database.withConnection {
      try $0.executeScript("CREATE TABLE counter (n INTEGER NOT NULL); INSERT INTO counter VALUES (0)")
    }
    // NB: read, then write what was read plus one: only transactions that never overlap count every increment.
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      for _ in 0..<100 {
        try? database.withConnection { connection in
          try connection.transaction {
            let n = try connection.first("SELECT n FROM counter")?.int(0) ?? 0
            try connection.execute("UPDATE counter SET n = $1", [.integer(Int64(n + 1))])
          }
        }
      }
    }
    #expect(try database.withConnection { try $0.first("SELECT n FROM counter")?.int(0) } == 800)
  }

  @Test func aWriterThatReleasesTheGateAndAsksAgainWaitsBehindTheOneAlreadyWaiting() {
    let gate = WriteGate()
    let order = Mutex<[String]>([])
    let waiterDone = DispatchSemaphore(value: 0)
    gate.lock()
    Thread {
      gate.lock()
      order.withLock { $0.append("waiter") }
      gate.unlock()
      waiterDone.signal()
    }.start()
    while gate.waiting == 0 { sched_yield() }
    gate.unlock()
    gate.lock()
    order.withLock { $0.append("first again") }
    gate.unlock()
    waiterDone.wait()
    #expect(order.withLock { $0 } == ["waiter", "first again"])
  }

  @Test func aTransactionThatEndsAndBeginsAgainWaitsBehindOneAlreadyWaiting() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let database = try temporary.open()
    let order = Mutex<[String]>([])
    let waiterDone = DispatchSemaphore(value: 0)
    try database.transaction { _ in
      Thread {
        _ = try? database.transaction { _ in order.withLock { $0.append("waiter") } }
        waiterDone.signal()
      }.start()
      while database.transactionsWaiting == 0 { sched_yield() }
    }
    try database.transaction { _ in order.withLock { $0.append("first again") } }
    waiterDone.wait()
    #expect(order.withLock { $0 } == ["waiter", "first again"])
  }

  @Test func aWriteOutsideATransactionWaitsAtTheGateForTheWritersTransaction() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let (gate, writer, pooled) = try Self.writerAndPooled(at: temporary)
    let outcome = Mutex<Result<Int, any Error>?>(nil)
    let done = DispatchSemaphore(value: 0)
    try writer.transaction {
      try writer.execute("INSERT INTO stamps VALUES (1)", [])
      Thread {
        let result = Result { try pooled.execute("INSERT INTO stamps VALUES (2)", []) }
        outcome.withLock { $0 = result }
        done.signal()
      }.start()
      while gate.waiting == 0 && outcome.withLock({ $0 == nil }) { sched_yield() }
    }
    done.wait()
    #expect(try outcome.withLock { try $0?.get() } == 1)
    #expect(try writer.first("SELECT COUNT(*) FROM stamps")?.int(0) == 2)
  }

  @Test func aWriteOnAnotherConnectionInsideTheThreadsOwnTransactionFailsAsBusyInsteadOfWaitingForItself() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let (_, writer, pooled) = try Self.writerAndPooled(at: temporary)
    try writer.transaction {
      try writer.execute("INSERT INTO stamps VALUES (1)", [])
      #expect(throws: DatabaseError.self) { try pooled.execute("INSERT INTO stamps VALUES (2)", []) }
    }
    #expect(try writer.first("SELECT COUNT(*) FROM stamps")?.int(0) == 1)
  }

  /// A writer and a pool connection sharing one gate, over a table `stamps`.
  ///
  /// NB: the pool connection has no busy timeout: a write that went past the gate fails at once with `busy`.
  private static func writerAndPooled(
    at temporary: TemporaryDatabase
  ) throws -> (gate: WriteGate, writer: SQLiteConnection, pooled: SQLiteConnection) {
    let gate = WriteGate()
    let writer = try SQLiteConnection(path: temporary.path, writeGate: gate)
    let pooled = try SQLiteConnection(path: temporary.path, busyTimeoutMilliseconds: 0, writeGate: gate)
    try writer.executeScript("CREATE TABLE stamps (n INTEGER NOT NULL)")
    return (gate, writer, pooled)
  }
}
