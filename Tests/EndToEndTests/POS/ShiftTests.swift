import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct ShiftTests {
  @Test func openingAShiftAnswersItWithTheNextNumber() throws {
    let pos = try POSFixture()
    try pos.unlockForWork(pos.cashier)
    let response = try pos.send(
      "POST", "/shifts", json: ["register_id": try pos.registerID(), "opening_float": 5000.5], token: pos.cashier)
    #expect(response.status == 200)
    #expect(
      response.json
        == [
          "id": response.json?["id"] as? String ?? "?", "number": 1, "opened_at": "2027-01-15T08:00:00Z",
          "opened_by": try pos.staffID(pos.cashier), "opening_float": 5000.5, "register_id": try pos.registerID(),
          "shop_id": try pos.shopID(), "status": "open",
        ] as NSDictionary)
  }

  @Test func theRegisterHasOneOpenShiftAtATime() throws {
    let pos = try POSFixture()
    _ = try pos.openShift()
    try pos.unlockForWork(pos.manager)
    let second = try pos.send(
      "POST", "/shifts", json: ["register_id": try pos.registerID(), "opening_float": 0], token: pos.manager)
    #expect(second.status == 409 && second.json?["code"] as? String == "shiftAlreadyOpen")
  }

  @Test func eightConcurrentOpeningsOpenOneShift() throws {
    let pos = try POSFixture()
    let register = try pos.registerID()
    try pos.unlockForWork(pos.cashier)
    let codes = statuses(8) { _ in
      try pos.send("POST", "/shifts", json: ["register_id": register, "opening_float": 100], token: pos.cashier).status
    }
    #expect(codes == [200] + Array(repeating: 409, count: 7))
    #expect(try pos.server.rows("SELECT COUNT(*) FROM pos_shifts") == ["1"])
  }

  @Test func aNegativeFloatIsRefused() throws {
    let pos = try POSFixture()
    let response = try pos.send(
      "POST", "/shifts", json: ["register_id": try pos.registerID(), "opening_float": -1], token: pos.cashier)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidAmount")
  }

  @Test func theCurrentShiftOfTheRegisterIsFoundUntilItCloses() throws {
    let pos = try POSFixture()
    let none = try pos.send("GET", "/registers/\(try pos.registerID())/shift", token: pos.cashier)
    #expect(none.status == 404 && none.json?["code"] as? String == "shiftNotFound")
    let shift = try pos.openShift()
    let current = try pos.send("GET", "/registers/\(try pos.registerID())/shift", token: pos.cashier)
    #expect(current.status == 200 && current.json?["id"] as? String == shift)
    _ = try pos.send("POST", "/shifts/\(shift)/close", json: ["counted": []], token: pos.cashier)
    #expect(try pos.send("GET", "/registers/\(try pos.registerID())/shift", token: pos.cashier).status == 404)
  }

  @Test func cashInAndOutAnswerTheXReport() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 1000)
    _ = try pos.send("POST", "/shifts/\(shift)/cash_in", json: ["amount": 500, "reason": "размен"], token: pos.cashier)
    let response = try pos.send(
      "POST", "/shifts/\(shift)/cash_out", json: ["amount": 1200.25, "reason": "инкассация"], token: pos.manager)
    #expect(response.status == 200)
    let expected =
      pos.report(
        response, kind: "x", float: 1000, cashIn: 500, cashOut: 1200.25,
        tenders: [pos.tender("cash", expected: 299.75), pos.tender("card", expected: 0)]
      ).mutableCopy() as! NSMutableDictionary
    expected["movement"] = [
      "id": 2, "shift_id": shift, "direction": "out", "amount": 1200.25, "reason": "инкассация",
      "staff_id": try pos.staffID(pos.manager), "recorded_at": "2027-01-15T08:00:00Z",
    ]
    #expect(response.json == expected)
  }

  @Test func cashOutBeyondTheDrawerIsRefused() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 100)
    let response = try pos.send(
      "POST", "/shifts/\(shift)/cash_out", json: ["amount": 100.01, "reason": "инкассация"], token: pos.cashier)
    #expect(response.status == 400 && response.json?["code"] as? String == "cashOutExceedsDrawer")
  }

  @Test(arguments: [(0.0, "размен", "invalidAmount"), (-5.0, "размен", "invalidAmount"), (5.0, " ", "reasonRequired")])
  func cashMovementsNeedAPositiveAmountAndAReason(amount: Double, reason: String, code: String) throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    let response = try pos.send(
      "POST", "/shifts/\(shift)/cash_in", json: ["amount": amount, "reason": reason], token: pos.cashier)
    #expect(response.status == 400 && response.json?["code"] as? String == code)
  }

  @Test func closingWithABlindCountAnswersTheZReport() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 1000)
    _ = try pos.send("POST", "/shifts/\(shift)/cash_in", json: ["amount": 250, "reason": "размен"], token: pos.cashier)
    pos.server.clock.advance(by: 8 * 3600)
    let response = try pos.send(
      "POST", "/shifts/\(shift)/close",
      json: ["counted": [["tender": "cash", "amount": 1249.5], ["tender": "card", "amount": 0]]], token: pos.cashier)
    #expect(response.status == 200)
    #expect(
      response.json
        == pos.report(
          response, kind: "z", float: 1000, cashIn: 250, generatedAt: "2027-01-15T16:00:00Z",
          tenders: [
            pos.tender("cash", expected: 1250, counted: 1249.5, difference: -0.5),
            pos.tender("card", expected: 0, counted: 0, difference: 0),
          ]))
    let shiftJSON = response.json?["shift"] as? NSDictionary
    #expect(shiftJSON?["status"] as? String == "closed" && shiftJSON?["closed_at"] as? String == "2027-01-15T16:00:00Z")
    let again = try pos.send("GET", "/shifts/\(shift)/report", token: pos.manager)
    #expect(again.json == response.json)
  }

  @Test func aClosedShiftTakesNoMoreCashAndDoesNotCloseTwice() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    #expect(try pos.send("POST", "/shifts/\(shift)/close", json: ["counted": []], token: pos.cashier).status == 200)
    let twice = try pos.send("POST", "/shifts/\(shift)/close", json: ["counted": []], token: pos.cashier)
    #expect(twice.status == 409 && twice.json?["code"] as? String == "shiftNotOpen")
    let cash = try pos.send(
      "POST", "/shifts/\(shift)/cash_in", json: ["amount": 1, "reason": "размен"], token: pos.cashier)
    #expect(cash.status == 409 && cash.json?["code"] as? String == "shiftNotOpen")
  }

  @Test(arguments: [[("cash", 1.0), ("cash", 2.0)], [("card", -1.0)]])
  func aCountNamingATenderTwiceOrNegativeIsRefused(counted: [(String, Double)]) throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    let response = try pos.send(
      "POST", "/shifts/\(shift)/close", json: ["counted": counted.map { ["tender": $0.0, "amount": $0.1] }],
      token: pos.cashier)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidCount")
  }

  @Test(arguments: ["смена", "00000000-0000-0000-0000-000000000000"])
  func anUnknownShiftIsNotFound(shift: String) throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/shifts/\(shift)/report", token: pos.cashier)
    #expect(response.status == 404 && response.json?["code"] as? String == "shiftNotFound")
  }

  @Test func aShiftOfAnotherShopIsNotFound() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    let other = try pos.otherShopCashier()
    #expect(try pos.send("GET", "/shifts/\(shift)/report", token: other).json?["code"] as? String == "shiftNotFound")
  }

  @Test func shiftsAreForbiddenToCouriersAndCustomers() throws {
    let pos = try POSFixture()
    for token in [pos.courier, pos.customer] {
      let response = try pos.send(
        "POST", "/shifts", json: ["register_id": try pos.registerID(), "opening_float": 0], token: token)
      #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
    }
  }
}

extension POSFixture {
  /// Unlocks the demo register (as the cashier unless `token` is given) and opens a shift on it; returns its id.
  func openShift(float: Double = 5000, token: String? = nil) throws -> String {
    try unlockForWork(token ?? cashier)
    let response = try send(
      "POST", "/shifts", json: ["register_id": try registerID(), "opening_float": float], token: token ?? cashier)
    guard response.status == 200, let id = response.json?["id"] as? String else {
      throw TestFailure("opening a shift failed: \(response.text)")
    }
    return id
  }

  /// Unlocks the demo register with the own PIN of the demo member behind `token` (manager 1111, cashier 2222).
  func unlockForWork(_ token: String) throws {
    let pin = token == manager ? "1111" : token == cashier ? "2222" : "3333"
    let response = try unlock(pin: pin, token: token)
    guard response.status == 200 else { throw TestFailure("unlocking the register failed: \(response.text)") }
  }

  /// The account id behind a staff token.
  func staffID(_ token: String) throws -> String {
    try send("GET", "/me", token: token).json?["id"] as? String ?? "?"
  }

  /// A cashier of the second shop (PIN 5555), signed in.
  func otherShopCashier() throws -> String {
    let admin = try admin()
    _ = try admin.addStaff(
      role: .cashier, phone: "79990000019", password: "Meowls2024", shop: try admin.shops()[1].code, pin: "5555")
    guard let token = try server.posLogin("79990000019").token else { throw TestFailure("login failed") }
    return token
  }

  /// A tender line of a shift report.
  func tender(
    _ tender: String, sales: Double = 0, orders: Double = 0, refunds: Double = 0, expected: Double,
    counted: Double? = nil, difference: Double? = nil
  ) -> [String: Any] {
    var line: [String: Any] = [
      "tender": tender, "sales": sales, "orders_collected": orders, "refunds": refunds, "expected": expected,
    ]
    line["counted"] = counted
    line["difference"] = difference
    return line
  }

  /// The whole shift report expected, with the shift as `response` shows it.
  func report(
    _ response: RawHTTPResponse, kind: String, float: Double, cashIn: Double = 0, cashOut: Double = 0,
    sales: (Int, Double) = (0, 0), orders: (Int, Double) = (0, 0), returns: (Int, Double) = (0, 0),
    discounts: Double = 0, generatedAt: String = "2027-01-15T08:00:00Z", tenders: [[String: Any]]
  ) -> NSDictionary {
    [
      "kind": kind, "shift": response.json?["shift"] ?? [:], "generated_at": generatedAt, "opening_float": float,
      "cash_in": cashIn, "cash_out": cashOut, "sales": ["count": sales.0, "total": sales.1],
      "orders_collected": ["count": orders.0, "total": orders.1],
      "returns": ["count": returns.0, "total": returns.1], "discounts": discounts,
      "cash_expected": tenders.first?["expected"] ?? 0, "tenders": tenders,
    ]
  }
}
