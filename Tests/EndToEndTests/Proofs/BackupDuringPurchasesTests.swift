import Dispatch
import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization
import Testing

/// `meowls backup` copies the database while the server sells (`SQLiteBackup`): the copy is one moment of the
/// shop, so every order acknowledged before the backup began is in it, and its books balance.
///
/// NB: `meowls backup` copies SQLite files; on PostgreSQL it advises `pg_dump` (`BackupCommandTests`), so the suite
/// does not run when `MEOWLS_TEST_POSTGRES` puts the test servers there.
@Suite(.enabled(if: PostgresTestDatabases.serverURL == nil, "meowls backup copies SQLite databases"))
struct BackupDuringPurchasesTests {
  static let buyers = 4
  static let ordersEach = 10
  /// Orders acknowledged before the backup starts.
  static let before = 8

  /// Order numbers as buyers got them acknowledged, and those acknowledged before the backup began.
  final class Acknowledged: Sendable {
    let numbers = Mutex<[String]>([])
    let enough = DispatchSemaphore(value: 0)

    func add(_ number: String) {
      let count = numbers.withLock { numbers in
        numbers.append(number)
        return numbers.count
      }
      if count == BackupDuringPurchasesTests.before { enough.signal() }
    }
  }

  @Test func aBackupTakenDuringAPurchaseStreamHoldsEveryOrderAcknowledgedBeforeIt() throws {
    let fixture = try CheckoutFixture(stock: 1_000)
    let article = fixture.shop.cat[0]
    let tokens = try (0..<Self.buyers).map { index in
      try fixture.server.registeredToken([
        "phone": "7913\(String(2_000_000 + index))", "email": "backup\(index)@example.com",
      ])
    }
    let body = try CheckoutFixture.json(CheckoutFixture.body(try fixture.courier()))
    let acknowledged = Acknowledged()
    let directory = try TemporaryDirectory()
    let backup = directory.path("backup.sqlite")
    let database = fixture.server.application.settings.databasePath
    let backedUp = Mutex<(before: [String], error: String?)>(([], nil))
    let backupDone = DispatchSemaphore(value: 0)
    Thread {
      acknowledged.enough.wait()
      let before = acknowledged.numbers.withLock { $0 }
      do {
        try SQLiteBackup.backup(from: database, to: backup)
        backedUp.withLock { $0 = (before, nil) }
      } catch {
        backedUp.withLock { $0 = (before, "\(error)") }
      }
      backupDone.signal()
    }.start()
    let failures = race(Self.buyers, prepare: { _ in try fixture.server.connect() }) { index, client in
      for _ in 0..<Self.ordersEach {
        let cart = try fixture.server.send(
          "POST", "/api/v1/cart/update", json: TestServer.cartBody([(article, 1)]), token: tokens[index])
        guard cart.status == 200 else { throw TestFailure("cart update: \(cart.text)") }
        let response = try fixture.purchase(json: body, token: tokens[index], on: client)
        guard response.status == 200, let number = response.json?["order_number"] as? String else {
          throw TestFailure("purchase: \(response.text)")
        }
        acknowledged.add(number)
      }
    }.compactMap { result -> String? in
      if case .failure(let error) = result { return "\(error)" }
      return nil
    }
    // NB: buyers who all failed early never reached the eighth acknowledgement; the backup must not wait for ever.
    acknowledged.enough.signal()
    backupDone.wait()
    #expect(failures.isEmpty, "\(failures)")
    let (before, error) = backedUp.withLock { $0 }
    #expect(error == nil)
    #expect(before.count >= Self.before)

    let restored = directory.path("restored.sqlite")
    _ = try SQLiteBackup.check(backup)
    try SQLiteBackup.restore(from: backup, to: restored)
    let copy = try SQLiteDatabase(path: restored, connections: 1)
    defer { copy.close() }
    let numbers = try copy.withConnection { connection in
      try connection.query("SELECT number FROM orders").map { String(try $0.int(0)) }
    }
    #expect(Set(before).isSubset(of: Set(numbers)), "acknowledged \(before), backed up \(numbers)")
    #expect(numbers.count <= Self.buyers * Self.ordersEach)
    let books = StockAdmin(database: copy, clock: .constant(fixture.server.clock.now))
    #expect(try books.discrepancies() == [])
  }
}
