import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The register's controls: the blind count, the PIN unlock before work, the idle lock and the logout.
@Suite struct RegisterControlTests {
  @Test func aCashierNeverSeesTheExpectedCashBeforeClosing() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let report = try sale.pos.send("GET", "/shifts/\(sale.shift)/report", token: sale.pos.cashier)
    #expect(report.status == 200 && report.json?["blind"] as? Bool == true)
    #expect(report.json?["cash_expected"] == nil && (report.json?["tenders"] as? NSArray)?.count == 0)
    let cashIn = try sale.pos.send(
      "POST", "/shifts/\(sale.shift)/cash_in", json: ["amount": 100, "reason": "размен"], token: sale.pos.cashier)
    #expect(cashIn.status == 200 && cashIn.json?["cash_expected"] == nil && cashIn.json?["blind"] as? Bool == true)
    let closed = try sale.pos.send(
      "POST", "/shifts/\(sale.shift)/close", json: ["counted": [["tender": "cash", "amount": 6100]]],
      token: sale.pos.cashier)
    #expect(closed.json?["kind"] as? String == "z" && closed.json?["cash_expected"] as? Double == 6100)
    #expect(closed.json?["blind"] == nil)
  }

  @Test func aManagerReadsTheExpectedCashOfAnOpenShift() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let report = try sale.pos.send("GET", "/shifts/\(sale.shift)/report", token: sale.pos.manager)
    #expect(report.json?["cash_expected"] as? Double == 6000 && report.json?["blind"] == nil)
  }

  @Test func aLockedRegisterRefusesASale() throws {
    let sale = try SaleFixture()
    let other = try sale.pos.newCashier(pin: "6666")
    let refused = try sale.sell([["code": sale.food[0]]], cash: 1000, token: other)
    #expect(refused.status == 403 && refused.json?["code"] as? String == "registerLocked")
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"] && (try sale.stock(sale.food[0])) == 10)
    #expect(try sale.pos.unlock(pin: "6666", token: other).status == 200)
    #expect(try sale.sell([["code": sale.food[0]]], cash: 1000, token: other).status == 200)
  }

  @Test func aShiftOpensOnlyOnARegisterUnlockedByTheCaller() throws {
    let pos = try POSFixture()
    let body: [String: Any] = ["register_id": try pos.registerID(), "opening_float": 100]
    let refused = try pos.send("POST", "/shifts", json: body, token: pos.cashier)
    #expect(refused.status == 403 && refused.json?["code"] as? String == "registerLocked")
    try pos.unlockForWork(pos.cashier)
    #expect(try pos.send("POST", "/shifts", json: body, token: pos.cashier).status == 200)
  }

  @Test func theRegisterLocksAfterTheIdleTime() throws {
    let sale = try SaleFixture()
    sale.server.clock.advance(by: 901)
    let refused = try sale.sell([["code": sale.food[0]]], cash: 1000)
    #expect(refused.status == 403 && refused.json?["code"] as? String == "registerLocked")
    try sale.pos.unlockForWork(sale.pos.cashier)
    #expect(try sale.sell([["code": sale.food[0]]], cash: 1000).status == 200)
  }

  @Test func workAtTheRegisterKeepsItUnlocked() throws {
    let sale = try SaleFixture()
    for _ in 1...3 {
      sale.server.clock.advance(by: 800)
      #expect(try sale.sell([["code": sale.food[0]]], cash: 1000).status == 200)
    }
  }

  @Test func theIdleTimeIsConfigurable() throws {
    let pos = try POSFixture { $0.pos.idleLockSeconds = 60 }
    try pos.unlockForWork(pos.cashier)
    pos.server.clock.advance(by: 61)
    let body: [String: Any] = ["register_id": try pos.registerID(), "opening_float": 100]
    #expect(
      try pos.send("POST", "/shifts", json: body, token: pos.cashier).json?["code"] as? String == "registerLocked")
  }

  @Test func logoutLocksTheRegisterAndEndsTheToken() throws {
    let sale = try SaleFixture()
    let logout = try sale.pos.send("POST", "/logout", token: sale.pos.cashier)
    #expect(logout.status == 200 && logout.json == [:] as NSDictionary)
    #expect(try sale.pos.send("GET", "/me", token: sale.pos.cashier).status == 401)
    let token = try #require(try sale.server.posLogin(DemoStaff.members[1].phone).token)
    let refused = try sale.sell([["code": sale.food[0]]], cash: 1000, token: token)
    #expect(refused.json?["code"] as? String == "registerLocked")
  }
}
