import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Every amount a shift takes is at most 10,000,000 ₽, and a drawer whose stored rows add up past what a 64-bit
/// integer holds still reports, cashes out and closes.
@Suite struct ShiftAmountLimitTests {
  @Test(arguments: ["cash_in", "cash_out"])
  func aCashMovementAboveTheLimitIsRefusedAndRecordsNothing(_ direction: String) throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 5000)
    for amount in [10_000_000.01, 8e16] {
      let response = try pos.send(
        "POST", "/shifts/\(shift)/\(direction)", json: ["amount": amount, "reason": "размен"], token: pos.cashier)
      #expect(response.status == 400 && response.json?["code"] as? String == "invalidAmount", "\(amount)")
    }
    #expect(try pos.server.rows("SELECT COUNT(*) FROM pos_cash_movements") == ["0"])
  }

  @Test func aCashMovementOfExactlyTheLimitIsTaken() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 0)
    let response = try pos.send(
      "POST", "/shifts/\(shift)/cash_in", json: ["amount": 10_000_000, "reason": "размен"], token: pos.manager)
    #expect(response.status == 200 && response.json?["cash_expected"] as? Double == 10_000_000)
  }

  @Test func anOpeningFloatAboveTheLimitIsRefused() throws {
    let pos = try POSFixture()
    let response = try pos.send(
      "POST", "/shifts", json: ["register_id": try pos.registerID(), "opening_float": 8e16], token: pos.cashier)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidAmount")
    #expect(try pos.server.rows("SELECT COUNT(*) FROM pos_shifts") == ["0"])
  }

  @Test func aCountAboveTheLimitIsRefusedAndLeavesTheShiftOpen() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift()
    let response = try pos.send(
      "POST", "/shifts/\(shift)/close", json: ["counted": [["tender": "cash", "amount": 8e16]]], token: pos.cashier)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidCount")
    #expect(try pos.server.rows("SELECT COUNT(*) FROM pos_shifts WHERE closed_at IS NULL") == ["1"])
  }

  @Test func aDrawerWhoseStoredMovementsOverflowStillReportsCashesOutAndCloses() throws {
    let pos = try POSFixture()
    let shift = try pos.openShift(float: 0)
    let staff = try pos.staffID(pos.cashier)
    for _ in 1...2 {
      _ = try pos.server.rows(
        "INSERT INTO pos_cash_movements (shift_id, direction, amount_kopecks, reason, staff_id, recorded_at) "
          + "VALUES ('\(shift)', 'in', 8000000000000000000, 'размен', '\(staff)', 0)")
    }
    #expect(try pos.send("GET", "/shifts/\(shift)/report", token: pos.cashier).status == 200)
    let cashOut = try pos.send(
      "POST", "/shifts/\(shift)/cash_out", json: ["amount": 100, "reason": "инкассация"], token: pos.cashier)
    #expect(cashOut.status == 200)
    let close = try pos.send("POST", "/shifts/\(shift)/close", json: ["counted": []], token: pos.cashier)
    #expect(close.status == 200)
    #expect(try pos.send("GET", "/shifts/\(shift)/report", token: pos.cashier).status == 200)
    _ = try pos.openShift()
  }
}
