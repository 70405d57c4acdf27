import Dispatch
import Foundation
import MeowlsTestSupport
import Synchronization
import Testing

@testable import MeowlsServer

/// Transactions by turn on PostgreSQL (`Database.transaction(turn:_:)`): two customers' turns overlap, one
/// customer's do not, a plain transaction waits for every turn, and a turn's counter bumps wait for its commit.
@Suite struct PostgresTurnTests {
  /// What the transactions did, in order.
  final class Events: Sendable {
    private let list = Mutex<[String]>([])
    func add(_ event: String) { list.withLock { $0.append(event) } }
    var all: [String] { list.withLock { $0 } }
  }

  /// Runs `body` on another thread inside a transaction of `turn` that stays open until `release` is signalled.
  /// Its "open" event says how many rows it saw once it had written its own: a transaction that waited for another
  /// sees that one's committed row too.
  ///
  /// NB: that count is the database's word on the order. The "committed" events are added after `transaction`
  /// returns, so a transaction that waited can record its "open" before the one it waited for records its commit
  /// (seen under ThreadSanitizer, whose slower threads widen that gap).
  func holdTurn(
    _ turn: String?, in database: PostgresDatabase, release: DispatchSemaphore, events: Events,
    done: DispatchGroup
  ) {
    done.enter()
    Thread {
      defer { done.leave() }
      let body: (any DatabaseConnection) throws -> Void = { connection in
        try connection.execute("INSERT INTO t (x) VALUES ($1)", [.text(turn ?? "plain")])
        let seen = try connection.first("SELECT COUNT(*) FROM t")?.int(0) ?? 0
        events.add("open \(turn ?? "plain") seeing \(seen)")
        release.wait()
      }
      if let turn {
        try? database.transaction(turn: turn, body)
      } else {
        try? database.transaction(body)
      }
      events.add("committed \(turn ?? "plain")")
    }.start()
  }

  /// Waits until `count` advisory locks are waited for (a transaction blocked on a turn or on the writers' lock).
  func waitForBlockedLocks(_ count: Int, in database: PostgresDatabase) throws {
    for _ in 0..<5_000 {
      let waiting = try database.withConnection {
        try $0.first("SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted")?.int(0) ?? 0
      }
      if waiting >= count { return }
      usleep(1_000)
    }
    throw DatabaseError.busy(message: "no transaction started waiting")
  }

  func database() throws -> PostgresDatabase {
    let database = try PostgresTestCluster.freshDatabase(connections: 4)
    try database.withConnection { try $0.executeScript("CREATE TABLE t (x TEXT NOT NULL)") }
    return database
  }

  @Test func twoCustomersTurnsRunSideBySide() throws {
    let database = try database()
    defer { database.close() }
    let (release, events, done) = (DispatchSemaphore(value: 0), Events(), DispatchGroup())
    holdTurn("customer:a", in: database, release: release, events: events, done: done)
    while events.all.isEmpty { usleep(1_000) }
    // NB: customer b's turn runs on a thread of its own, so that if it waited for a's (the behaviour broken) the
    // test fails at the bound below instead of hanging on a transaction nobody releases.
    let other = DispatchGroup()
    other.enter()
    Thread {
      defer { other.leave() }
      _ = try? database.transaction(turn: "customer:b") { try $0.execute("INSERT INTO t (x) VALUES ('b')", []) }
      events.add("committed customer:b")
    }.start()
    let overlapped = other.wait(timeout: .now() + 30) == .success
    release.signal()
    done.wait()
    other.wait()
    #expect(overlapped)
    #expect(events.all == ["open customer:a seeing 1", "committed customer:b", "committed customer:a"])
  }

  @Test func oneCustomersTurnsTakeTurns() throws {
    let database = try database()
    defer { database.close() }
    let (release, events, done) = (DispatchSemaphore(value: 0), Events(), DispatchGroup())
    holdTurn("customer:a", in: database, release: release, events: events, done: done)
    while events.all.isEmpty { usleep(1_000) }
    let second = DispatchSemaphore(value: 0)
    holdTurn("customer:a", in: database, release: second, events: events, done: done)
    try waitForBlockedLocks(1, in: database)
    release.signal()
    second.signal()
    done.wait()
    #expect(events.all.first == "open customer:a seeing 1")
    #expect(events.all.filter { $0.hasPrefix("open") } == ["open customer:a seeing 1", "open customer:a seeing 2"])
    #expect(events.all.count == 4)
  }

  @Test func aPlainTransactionWaitsForEveryTurn() throws {
    let database = try database()
    defer { database.close() }
    let (release, events, done) = (DispatchSemaphore(value: 0), Events(), DispatchGroup())
    holdTurn("customer:a", in: database, release: release, events: events, done: done)
    while events.all.isEmpty { usleep(1_000) }
    let plain = DispatchSemaphore(value: 0)
    holdTurn(String?.none, in: database, release: plain, events: events, done: done)
    try waitForBlockedLocks(1, in: database)
    release.signal()
    plain.signal()
    done.wait()
    #expect(events.all.filter { $0.hasPrefix("open") } == ["open customer:a seeing 1", "open plain seeing 2"])
    #expect(events.all.count == 4)
  }

  @Test func aTurnBumpsItsCountersAtItsCommitAndAPlainTransactionAtOnce() throws {
    let database = try database()
    defer { database.close() }
    try database.withConnection { connection in
      try connection.executeScript(
        """
        CREATE TABLE counter (id INTEGER PRIMARY KEY, n INTEGER NOT NULL);
        INSERT INTO counter (id, n) VALUES (1, 0);
        CREATE TRIGGER t_bumps AFTER INSERT ON t BEGIN UPDATE counter SET n = n + 1 WHERE id = 1; END;
        """)
    }
    func counter(_ connection: any DatabaseConnection) throws -> Int {
      try connection.first("SELECT n FROM counter WHERE id = 1")?.int(0) ?? -1
    }
    let inTurn = try database.transaction(turn: "customer:a") { connection in
      try connection.execute("INSERT INTO t (x) VALUES ('a')", [])
      return try counter(connection)
    }
    let inPlain = try database.transaction { connection in
      try connection.execute("INSERT INTO t (x) VALUES ('b')", [])
      return try counter(connection)
    }
    #expect(inTurn == 0)
    #expect(inPlain == 2)
    #expect(try database.withConnection { try counter($0) } == 2)
  }

  @Test func aTurnNameThatCouldEndItsQuotingIsRefused() throws {
    let database = try database()
    defer { database.close() }
    #expect(throws: DatabaseError.self) { try database.transaction(turn: "a$t$b") { _ in } }
  }
}
