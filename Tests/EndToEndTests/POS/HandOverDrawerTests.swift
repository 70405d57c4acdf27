import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A payment taken at the counter for a click-and-collect order goes into the drawer of the register the hand-over
/// names: the shift's X and Z reports count it, and the shop's daily report has it per tender.
@Suite struct HandOverDrawerTests {
  @Test func cashForAnOrderHandedOverIsInTheXReport() throws {
    let floor = try FloorFixture()
    let shift = try floor.pos.openShift(float: 5000)
    let number = try floor.readyPickup()
    #expect(try floor.handOver(number, payment: ["type": "cash", "received": 2500]).status == 200)
    let response = try floor.pos.send("GET", "/shifts/\(shift)/report", token: floor.pos.manager)
    #expect(
      response.json
        == floor.pos.report(
          response, kind: "x", float: 5000, orders: (1, 2000),
          tenders: [
            floor.pos.tender("cash", orders: 2000, expected: 7000), floor.pos.tender("card", expected: 0),
          ]))
  }

  @Test func aCardPaymentForAnOrderIsExpectedOnTheCardSlips() throws {
    let floor = try FloorFixture(cardTerminal: .always(.approved(authorizationCode: "654321")))
    let shift = try floor.pos.openShift(float: 0)
    let number = try floor.readyPickup()
    #expect(try floor.handOver(number, payment: ["type": "card"]).status == 200)
    let response = try floor.pos.send("GET", "/shifts/\(shift)/report", token: floor.pos.manager)
    #expect(
      response.json?["tenders"] as? NSArray
        == [floor.pos.tender("cash", expected: 0), floor.pos.tender("card", orders: 2000, expected: 2000)] as NSArray)
    #expect(response.json?["orders_collected"] as? NSDictionary == ["count": 1, "total": 2000] as NSDictionary)
  }

  @Test func theZReportExpectsTheOrdersCashInTheDrawer() throws {
    let floor = try FloorFixture()
    let shift = try floor.pos.openShift(float: 1000)
    #expect(try floor.handOver(try floor.readyPickup()).status == 200)
    let response = try floor.pos.send(
      "POST", "/shifts/\(shift)/close", json: ["counted": [["tender": "cash", "amount": 2999]]],
      token: floor.pos.cashier)
    #expect(response.json?["cash_expected"] as? Double == 3000)
    #expect(
      response.json?["tenders"] as? NSArray
        == [
          floor.pos.tender("cash", orders: 2000, expected: 3000, counted: 2999, difference: -1),
          floor.pos.tender("card", expected: 0, counted: 0, difference: 0),
        ] as NSArray)
  }

  @Test func aPaymentGoesToTheShiftOpenAtTheTimeOnly() throws {
    let floor = try FloorFixture()
    let first = try floor.pos.openShift(float: 0)
    #expect(try floor.handOver(try floor.readyPickup([(floor.articles[0], 1)])).status == 200)
    _ = try floor.pos.send("POST", "/shifts/\(first)/close", json: ["counted": []], token: floor.pos.cashier)
    let second = try floor.pos.openShift(float: 0)
    let report = try floor.pos.send("GET", "/shifts/\(second)/report", token: floor.pos.manager)
    #expect(report.json?["cash_expected"] as? Double == 0)
    #expect(report.json?["orders_collected"] as? NSDictionary == ["count": 0, "total": 0] as NSDictionary)
  }

  @Test func aHandOverTakingAPaymentWithoutAnOpenShiftIsRefused() throws {
    let terminal = RecordingTerminal()
    let floor = try FloorFixture(cardTerminal: terminal.terminal)
    let number = try floor.readyPickup()
    for payment in [["type": "cash"], ["type": "card"]] {
      let response = try floor.handOver(number, payment: payment, register: try floor.pos.registerID())
      #expect(response.status == 409 && response.code == "shiftNotOpen")
    }
    #expect(terminal.authorized == [])
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["0"])
  }

  @Test func aHandOverTakingAPaymentWithoutARegisterIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.readyPickup()
    let response = try floor.pos.send(
      "POST", "/pickups/\(number)/hand_over", json: ["phone": "79139139113", "payment": ["type": "cash"]],
      token: floor.pos.cashier)
    #expect(response.status == 400 && response.code == "registerRequired")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
  }

  @Test func aRegisterOfAnotherShopIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.readyPickup()
    let response = try floor.handOver(number, register: try floor.pos.foreignRegisterID())
    #expect(response.status == 400 && response.code == "registerOfAnotherShop")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
  }

  @Test(arguments: ["00000000-0000-0000-0000-000000000000", "касса"])
  func anUnknownRegisterIsNotFound(register: String) throws {
    let floor = try FloorFixture()
    let number = try floor.readyPickup()
    let response = try floor.handOver(number, register: register)
    #expect(response.code == (register == "касса" ? "abortError" : "registerNotFound"))
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
  }

  @Test func aPaidOrderNeedsNoRegister() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder(payment: "card")
    _ = try floor.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    _ = try floor.ready(number)
    #expect(try floor.handOver(number, payment: nil).status == 200)
  }

  @Test func theDailyReportHasTheOrdersCollectedPerTender() throws {
    let floor = try FloorFixture()
    #expect(try floor.handOver(try floor.readyPickup()).status == 200)
    let response = try floor.pos.send("GET", "/reports/daily?date=2027-01-15", token: floor.pos.manager)
    #expect(
      response.json?["tenders"] as? NSArray
        == [
          ["tender": "cash", "sales": 0, "orders_collected": 2000, "refunds": 0, "net": 2000],
          ["tender": "card", "sales": 0, "orders_collected": 0, "refunds": 0, "net": 0],
        ] as NSArray)
  }

  @Test func aCouriersCashAtTheDoorIsNotInAShiftUntilPutIntoADrawer() throws {
    let floor = try FloorFixture()
    let shift = try floor.pos.openShift(float: 0)
    #expect(try floor.delivered(try floor.assignedOrder()).status == 200)
    let report = try floor.pos.send("GET", "/shifts/\(shift)/report", token: floor.pos.manager)
    #expect(report.json?["cash_expected"] as? Double == 0)
    let cashIn = try floor.pos.send(
      "POST", "/shifts/\(shift)/cash_in", json: ["amount": 2000, "reason": "курьер: выручка за доставки"],
      token: floor.pos.manager)
    #expect(cashIn.json?["cash_expected"] as? Double == 2000)
  }
}

extension FloorFixture {
  /// A pick-up order of the staff's shop (2 × 1000 ₽ unless `lines` say otherwise), made ready; its number.
  func readyPickup(_ lines: [(String, Int)]? = nil) throws -> Int {
    let number = try pickupOrder(lines)
    guard try ready(number).status == 200 else { throw TestFailure("ready failed") }
    return number
  }
}
