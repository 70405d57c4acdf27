import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The race proofs once more with two server processes on one database (issue 21): the test process serves the
/// shop through its `TestServer`, and a real `meowls serve` (`ServerProcess`) on the same database file or
/// PostgreSQL database is the second; the racers alternate between the two, each over its own connection.
///
/// NB: the second process keeps the real clock, so the shop's server starts at the real time too (not the fixtures'
/// 2027-01-15), and courier orders go to a day after it.
@Suite struct TwoProcessProofTests {
  /// The two servers: racer `index` talks to the test process's server when even, to the other process when odd.
  struct Servers: Sendable {
    let first: TestServer
    let secondPort: Int

    func connect(_ index: Int) throws -> RawHTTPClient {
      index.isMultiple(of: 2) ? try first.connect() : try RawHTTPClient(port: secondPort)
    }
  }

  /// Runs `body` with a second `meowls serve` process on `server`'s database, stopped after.
  func withSecondProcess<T>(of server: TestServer, _ body: (Servers) throws -> T) throws -> T {
    let second = try ServerProcess(database: server.application.settings.databasePath)
    defer { second.stop() }
    return try body(Servers(first: server, secondPort: second.port))
  }

  /// Runs `body` on `engine` with the checkout fixture at the real time, a second process on its database and a
  /// courier delivery two days ahead.
  func withCheckout(
    on engine: TestEngine, _ body: (CheckoutFixture, Servers, [String: Any]) throws -> Void
  ) throws {
    try engine.run {
      let fixture = try CheckoutFixture(now: Date())
      let delivery = try fixture.courier(date: fixture.courierDate())
      try withSecondProcess(of: fixture.server) { try body(fixture, $0, delivery) }
    }
  }

  @Test(arguments: TestEngine.allCases)
  func buyersOnTwoServerProcessesNeverGetMoreThanTheLastUnits(engine: TestEngine) throws {
    try withCheckout(on: engine) { fixture, servers, delivery in
      try OversellProofTests.lastUnits(fixture, buyers: 32, delivery: delivery, connect: servers.connect)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func requestsWithOneKeyOnTwoServerProcessesMakeOneOrder(engine: TestEngine) throws {
    try withCheckout(on: engine) { fixture, servers, delivery in
      try OversellProofTests.oneKey(fixture, requests: 16, delivery: delivery, connect: servers.connect)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func cancelsOnTwoServerProcessesRestoreTheStockOnce(engine: TestEngine) throws {
    try engine.run {
      let fixture = try CheckoutFixture(now: Date())
      _ = try fixture.shop.update([(fixture.shop.cat[0], 4)])
      let bought = try fixture.purchase(CheckoutFixture.body(try fixture.courier(date: fixture.courierDate())))
      #expect(bought.status == 200)
      let answers = try withSecondProcess(of: fixture.server) { servers in
        statuses(8) { index in try OrderCancelTests().cancel(fixture, on: try servers.connect(index)).status }
      }
      #expect(answers == [200, 400, 400, 400, 400, 400, 400, 400])
      #expect(try fixture.stock(fixture.shop.cat[0]) == 10)
      #expect(try fixture.server.rows("SELECT COUNT(*) FROM stock_ledger WHERE reason = 'cancel'") == ["1"])
    }
  }

  @Test(arguments: TestEngine.allCases)
  func returnsOnTwoServerProcessesReturnOnlyWhatWasSold(engine: TestEngine) throws {
    try engine.run {
      let sale = try SaleFixture(now: Date())
      _ = try sale.sell([["code": sale.food[1], "count": 3]], card: 999.99)
      let codes = try withSecondProcess(of: sale.server) { servers in
        statuses(8) { index in
          try sale.returnSale(
            lines: [["line": 1, "count": 1]], token: sale.pos.manager, on: try servers.connect(index)
          ).status
        }
      }
      #expect(codes == [200, 200, 200] + Array(repeating: 409, count: 5))
      #expect(try sale.server.rows("SELECT returned_quantity, returned_kopecks FROM pos_sale_lines") == ["3|99999"])
      #expect(try sale.server.rows("SELECT SUM(amount_kopecks) FROM pos_refunds") == ["99999"])
      #expect(try sale.stock(sale.food[1]) == 10 && (try sale.discrepancies()).isEmpty)
    }
  }

  @Test(arguments: TestEngine.allCases)
  func staffOnTwoServerProcessesHandAnOrderOverOnce(engine: TestEngine) throws {
    try engine.run {
      let floor = try FloorFixture(now: Date())
      let number = try floor.pickupOrder()
      _ = try floor.ready(number)
      let register = try floor.openDrawer()
      let tokens = [floor.pos.cashier, floor.pos.manager]
      let answers = try withSecondProcess(of: floor.server) { servers in
        try race(8, prepare: servers.connect) { index, client in
          try client.request(
            "POST", "/api/v1/pos/pickups/\(number)/hand_over",
            headers: [("Authorization", "Token \(tokens[index / 2 % 2])"), ("Content-Type", "application/json")],
            body: Array(#"{"phone":"79139139113","payment":{"type":"cash"},"register_id":"\#(register)"}"#.utf8))
        }.map { try $0.get() }
      }
      #expect(answers.filter { $0.status == 200 }.count == 1)
      #expect(answers.filter { $0.status == 409 && $0.code == "orderAlreadyHandedOver" }.count == 7)
      #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["1"])
    }
  }
}
