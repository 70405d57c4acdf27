import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The till as a counter runs it: the real `meowls serve` and the real `meowls till` as processes, the till's web
/// POS driven over HTTP as a browser would. The server goes away, the till goes on selling cash and is killed with
/// SIGKILL, and when both are back every queued sale reaches the server once, with the drawer and the stock in step.
@Suite(.serialized) struct TillOfflineTests {
  static let float = 5000
  static let stock = 20

  @Test func cashSalesMadeWhileTheServerIsAwayArriveOnceEachAfterTheTillIsKilledAndStartedAgain() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let database = directory.path("shop.sqlite")
    var server = try ServerProcess(database: database)
    let port = server.port
    let reader = try SQLiteDatabase(path: database, connections: 1)
    defer { reader.close() }
    let shop = try TillShop(reader)
    try shop.count(Self.stock)
    let till = [
      "till", "--server", "http://127.0.0.1:\(port)", "--register", shop.register, "--data", directory.path("till"),
      "--port", "0", "--heartbeat", "0.2",
    ]
    var tillProcess = try ServerProcess(arguments: till)
    let counter = try TillCounter(port: tillProcess.port)
    let cashier = DemoStaff.members[1]
    _ = try counter.signIn(phone: cashier.phone, password: DemoStaff.password, pin: cashier.pin)
    #expect(try counter.post("/shift", [("do", "open"), ("float", String(Self.float))]).status == 303)
    _ = try counter.sell(shop.barcode, cash: "5000")
    #expect(try shop.sales().count == 1, "the first sale goes to the server while it answers")

    server.stop()
    for _ in 0..<5 { _ = try counter.sell(shop.barcode, cash: "5000") }
    let queued = try Self.waiting(in: directory.path("till"))
    #expect(queued.count == 5, "five cash sales wait in the till's queue")
    tillProcess.kill()

    tillProcess = try ServerProcess(arguments: till)
    #expect(try Self.waiting(in: directory.path("till")) == queued, "the queue survived SIGKILL")
    let restarted = try counter.on(port: tillProcess.port).get("/sale")
    #expect(restarted.status == 200, "the cashier's session survived SIGKILL: \(restarted.status)")
    #expect(restarted.text.contains("Нет связи с сервером"), "the sale page says the till is offline")
    #expect(restarted.text.contains("Ждут отправки: 5."), "the sale page shows the queue")
    server = try ServerProcess(database: database, port: port)
    try Self.poll("the queue to empty and the sales to arrive") {
      try Self.waiting(in: directory.path("till")).isEmpty && shop.sales().count == 6
    }
    #expect(!(try counter.on(port: tillProcess.port).get("/sale").text.contains("Ждут отправки")), "nothing waits")
    let sales = try shop.sales()
    #expect(Set(sales.map(\.id)).isSuperset(of: queued) && sales.count == 6, "exactly five more sales, once each")

    let report = try shop.xReport(port: port)
    let total = sales.map(\.total).reduce(0, +)
    #expect(report.count == 6 && report.total == total)
    #expect(report.cashExpected == Self.float * 100 + total, "the drawer holds the float and every sale")
    #expect(try shop.quantity() == Self.stock - 6)
    #expect(try shop.discrepancies() == [])
    server.stop()
    tillProcess.stop()
  }

  /// The ids of the sales waiting in the till's stored queue.
  static func waiting(in data: String) throws -> [String] {
    let url = URL(fileURLWithPath: data).appendingPathComponent("register/saleQueue.json")
    guard FileManager.default.fileExists(atPath: url.path) else { return [] }
    let queue = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? NSDictionary
    return (queue?["waiting"] as? [NSDictionary] ?? []).compactMap {
      ($0["request"] as? NSDictionary)?["id"] as? String
    }
  }

  /// Waits until `condition` holds, looking every 50 ms for at most 30 s.
  static func poll(_ what: String, _ condition: () throws -> Bool) throws {
    let deadline = Date().addingTimeInterval(30)
    while Date() < deadline {
      if try condition() { return }
      usleep(50_000)
    }
    throw TestFailure("timed out waiting for \(what)")
  }
}
