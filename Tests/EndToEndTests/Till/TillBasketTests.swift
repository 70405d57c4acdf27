import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The open sale's basket on the till (issue 19): kept in the till's session files at every change, so a till
/// killed with SIGKILL mid-basket and started again shows the same basket to the same browser session; a finished
/// sale is not shown again.
@Suite(.serialized) struct TillBasketTests {
  /// The basket's lines and the count field of each, from the sale page.
  static func basket(_ page: String) -> [String] {
    let pattern = #"id="count-[0-9]+"[^>]*value="[0-9]+""#
    var found: [String] = []
    var rest = page[...]
    while let range = rest.range(of: pattern, options: .regularExpression) {
      found.append(String(rest[range]))
      rest = rest[range.upperBound...]
    }
    return found
  }

  @Test func aBasketHalfScannedIsShownAgainAfterTheTillIsKilledAndStartedAgainAndASoldOneIsNot() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let database = directory.path("shop.sqlite")
    let server = try ServerProcess(database: database)
    let reader = try SQLiteDatabase(path: database, connections: 1)
    defer { reader.close() }
    let shop = try TillShop(reader)
    try shop.count(20)
    let till = [
      "till", "--server", "http://127.0.0.1:\(server.port)", "--register", shop.register, "--data",
      directory.path("till"), "--port", "0",
    ]
    var tillProcess = try ServerProcess(arguments: till)
    let counter = try TillCounter(port: tillProcess.port)
    let cashier = DemoStaff.members[1]
    _ = try counter.signIn(phone: cashier.phone, password: DemoStaff.password, pin: cashier.pin)
    #expect(try counter.post("/shift", [("do", "open"), ("float", "5000")]).status == 303)
    for _ in 0..<2 { #expect(try counter.post("/sale", [("do", "code"), ("code", shop.barcode)]).status == 303) }
    let before = try counter.get("/sale").text
    #expect(Self.basket(before).count == 1 && Self.basket(before)[0].hasSuffix("value=\"2\""), "one line of two")

    tillProcess.kill()
    tillProcess = try ServerProcess(arguments: till)
    let again = counter.on(port: tillProcess.port)
    let restored = try again.get("/sale")
    #expect(restored.status == 200, "the cashier's session survived: \(restored.status)")
    #expect(Self.basket(restored.text) == Self.basket(before), "the same basket: \(restored.text.prefix(3000))")
    #expect(restored.text.contains("Итого"), "priced again")

    let sold = try again.sell(shop.barcode, cash: "100000")
    #expect(sold.contains("Чек №"), "the restored basket sells: \(sold.prefix(2000))")
    #expect(try shop.sales().count == 1)
    tillProcess.kill()
    tillProcess = try ServerProcess(arguments: till)
    let fresh = try again.on(port: tillProcess.port).get("/sale").text
    #expect(Self.basket(fresh).isEmpty, "a sold basket is not shown again")
    tillProcess.stop()
    server.stop()
  }
}
