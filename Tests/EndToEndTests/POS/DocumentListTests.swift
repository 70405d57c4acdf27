import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Staff find their documents: receipts by day, number, shift and cashier; returns; a register's shifts.
@Suite struct DocumentListTests {
  static func numbers(_ response: RawHTTPResponse) -> [Int] {
    (response.json?["results"] as? [NSDictionary] ?? []).compactMap { $0["number"] as? Int }
  }

  @Test func receiptsListNewestFirstAndPage() throws {
    let sale = try SaleFixture()
    for _ in 1...3 { _ = try sale.sell([["code": sale.food[0]]], cash: 1000) }
    let first = try sale.pos.send("GET", "/receipts?per_page=2", token: sale.pos.cashier)
    #expect(first.status == 200 && Self.numbers(first) == [3, 2])
    #expect((first.json?["pagination_info"] as? NSDictionary)?["total_count"] as? Int == 3)
    #expect(Self.numbers(try sale.pos.send("GET", "/receipts?per_page=2&page=2", token: sale.pos.cashier)) == [1])
  }

  @Test func receiptsFilterByNumberCashierShiftAndDate() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000, token: sale.pos.manager)
    let manager = try sale.pos.staffID(sale.pos.manager)
    #expect(Self.numbers(try sale.pos.send("GET", "/receipts?number=1", token: sale.pos.cashier)) == [1])
    #expect(Self.numbers(try sale.pos.send("GET", "/receipts?cashier_id=\(manager)", token: sale.pos.cashier)) == [2])
    #expect(
      Self.numbers(try sale.pos.send("GET", "/receipts?shift_id=\(sale.shift)", token: sale.pos.cashier)) == [2, 1])
    #expect(Self.numbers(try sale.pos.send("GET", "/receipts?date=2027-01-15", token: sale.pos.cashier)) == [2, 1])
    #expect(Self.numbers(try sale.pos.send("GET", "/receipts?date=2027-01-14", token: sale.pos.cashier)).isEmpty)
  }

  @Test func aMalformedFilterNamesItsForm() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/receipts?shift_id=7", token: pos.cashier)
    #expect(response.status == 400)
    #expect(response.json?["reason"] as? String == "Query parameter 'shift_id' must be a shift id (a UUID), not '7'.")
  }

  @Test func returnsList() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0], "count": 2]], cash: 2000)
    _ = try sale.returnSale(lines: [["line": 1, "count": 1]], token: sale.pos.manager)
    let response = try sale.pos.send("GET", "/returns", token: sale.pos.cashier)
    #expect(response.status == 200 && Self.numbers(response) == [2])
    #expect((response.json?["results"] as? [NSDictionary])?.first?["receipt_number"] as? Int == 1)
  }

  @Test func aRegistersShiftsListWithTheirReports() throws {
    let sale = try SaleFixture()
    _ = try sale.pos.send("POST", "/shifts/\(sale.shift)/close", json: ["counted": []], token: sale.pos.cashier)
    _ = try sale.pos.openShift()
    let response = try sale.pos.send("GET", "/registers/\(try sale.pos.registerID())/shifts", token: sale.pos.manager)
    let reports = response.json?["results"] as? [NSDictionary] ?? []
    #expect(reports.map { $0["kind"] as? String } == ["x", "z"])
    #expect(reports.map { ($0["shift"] as? NSDictionary)?["number"] as? Int } == [2, 1])
    let cashiers = try sale.pos.send("GET", "/registers/\(try sale.pos.registerID())/shifts", token: sale.pos.cashier)
    #expect((cashiers.json?["results"] as? [NSDictionary])?.first?["blind"] as? Bool == true)
  }
}

/// Courier orders that wait for a courier, for a manager to assign.
@Suite struct CourierWaitingListTests {
  @Test func anUnassignedCourierOrderWaitsUntilAssigned() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder()
    let waiting = try floor.pos.send("GET", "/deliveries?status=waiting", token: floor.pos.manager)
    let results = waiting.json?["results"] as? [NSDictionary] ?? []
    #expect(waiting.status == 200 && results.map { $0["number"] as? Int } == [number])
    #expect(results.first?["status"] as? String == "waiting" && results.first?["courier_id"] == nil)
    _ = try floor.assign(number, to: try floor.staffID(floor.pos.courier))
    let after = try floor.pos.send("GET", "/deliveries?status=waiting", token: floor.pos.manager)
    #expect((after.json?["results"] as? NSArray)?.count == 0)
  }

  @Test func aCourierHasNoWaitingOrdersToSee() throws {
    let floor = try FloorFixture()
    _ = try floor.courierOrder()
    let response = try floor.pos.send("GET", "/deliveries?status=waiting", token: floor.pos.courier)
    #expect(response.status == 200 && (response.json?["results"] as? NSArray)?.count == 0)
  }
}
