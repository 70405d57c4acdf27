import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization
import Testing

@Suite struct ReturnTests {
  @Test func aFullReturnRefundsTheTendersAndRestocksTheShop() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0], "count": 2], ["code": sale.food[1]]], cash: 1500, card: 1000)
    let id = "7A1F3C2E-0000-4000-8000-0000000000A1"
    let response = try sale.returnSale(id: id, token: sale.pos.manager)
    #expect(response.status == 200)
    let manager = try sale.pos.staffID(sale.pos.manager)
    let answer = try #require(response.json?.mutableCopy() as? NSMutableDictionary)
    let cardRefund = answer["card_refund"] as? NSDictionary
    answer.removeObject(forKey: "card_refund")
    #expect(cardRefund?["amount"] as? Double == 1000 && cardRefund?["status"] as? String == "approved")
    let sign = (answer["fiscal"] as? NSDictionary)?["fp"] as? String ?? "?"
    #expect(
      answer as NSDictionary
        == [
          "approved_by": manager, "id": id,
          "fiscal": [
            "fd": 3, "fn": "9999000000000001", "fp": sign,
            "qr": "t=20270115T1500&s=2333.33&fn=9999000000000001&i=3&fp=\(sign)&n=2",
          ], "issued_at": "2027-01-15T08:00:00Z", "number": 2, "receipt_number": 1,
          "lines": [
            [
              "amount": 2000, "article": sale.food[0], "count": 2, "line": 1, "name": try sale.name(sale.food[0]),
              "vat": "20%",
            ],
            [
              "amount": 333.33, "article": sale.food[1], "count": 1, "line": 2, "name": try sale.name(sale.food[1]),
              "vat": "20%",
            ],
          ],
          "refunds": [["amount": 1000, "tender": "card"], ["amount": 1333.33, "tender": "cash"]],
          "register_id": try sale.pos.registerID(), "shop_id": try sale.pos.shopID(), "staff_id": manager,
          "total": 2333.33, "vat_totals": [["amount": 388.89, "rate": "20%"]],
        ] as NSDictionary)
    #expect(try sale.stock(sale.food[0]) == 10 && (try sale.stock(sale.food[1])) == 10)
    #expect(
      try sale.server.rows("SELECT delta, note FROM stock_ledger WHERE reason = 'return' ORDER BY id")
        == ["2|return 2", "1|return 2"])
    #expect(try sale.discrepancies().isEmpty)
  }

  @Test func aCashierNeedsAManagersPINForAReturn() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let refused = try sale.returnSale(token: sale.pos.cashier)
    #expect(refused.status == 403 && refused.json?["code"] as? String == "managerApprovalRequired")
    let approved = try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "1111")])
    #expect(approved.status == 200)
    #expect(approved.json?["approved_by"] as? String == (try sale.pos.staffID(sale.pos.manager)))
  }

  @Test func partialReturnsNeverGiveBackMoreThanWasSold() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[1], "count": 3]], cash: 1000)
    var amounts: [Double] = []
    for _ in 1...3 {
      let response = try sale.returnSale(lines: [["line": 1, "count": 1]], token: sale.pos.manager)
      amounts.append(response.json?["total"] as? Double ?? -1)
    }
    #expect(amounts == [333.33, 333.33, 333.33])
    let fourth = try sale.returnSale(lines: [["line": 1, "count": 1]], token: sale.pos.manager)
    #expect(fourth.status == 409 && fourth.json?["code"] as? String == "returnExceedsSale")
    #expect(try sale.returnSale(token: sale.pos.manager).json?["code"] as? String == "returnExceedsSale")
  }

  @Test func aCountOfIntMaxAfterAPartialReturnExceedsTheSaleAndChangesNothing() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[1], "count": 3]], cash: 1000)
    #expect(try sale.returnSale(lines: [["line": 1, "count": 1]], token: sale.pos.manager).status == 200)
    let response = try sale.returnSale(lines: [["line": 1, "count": Int.max]], token: sale.pos.manager)
    #expect(response.status == 409 && response.json?["code"] as? String == "returnExceedsSale")
    #expect(try sale.server.rows("SELECT returned_quantity FROM pos_sale_lines") == ["1"])
    #expect(try sale.discrepancies().isEmpty)
  }

  @Test func eightConcurrentReturnsOfOnePieceEachReturnOnlyTheThreeSold() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[1], "count": 3]], card: 999.99)
    let codes = statuses(8) { _ in
      try sale.returnSale(lines: [["line": 1, "count": 1]], token: sale.pos.manager).status
    }
    #expect(codes == [200, 200, 200] + Array(repeating: 409, count: 5))
    #expect(try sale.server.rows("SELECT returned_quantity, returned_kopecks FROM pos_sale_lines") == ["3|99999"])
    #expect(try sale.server.rows("SELECT SUM(amount_kopecks) FROM pos_refunds") == ["99999"])
    #expect(try sale.stock(sale.food[1]) == 10 && (try sale.discrepancies()).isEmpty)
  }

  @Test func aWeighedLineComesBackByWeightIntoTheBin() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.weightBarcode(grams: 400)]], cash: 500)
    let response = try sale.returnSale(lines: [["line": 1, "grams": 100]], token: sale.pos.manager)
    #expect(response.status == 200 && response.json?["total"] as? Double == 54.9)
    #expect(try sale.server.rows("SELECT grams FROM pos_loose_remainders") == ["700"])
  }

  @Test(arguments: [["line": 2, "count": 1], ["line": 1, "grams": 5], ["line": 1, "count": 0]] as [[String: Int]])
  func aLineTheReceiptLacksOrTheWrongUnitIsRefused(line: [String: Int]) throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let response = try sale.returnSale(lines: [line], token: sale.pos.manager)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidReturnLine")
  }

  @Test func aReturnWithoutAReceiptIsRefused() throws {
    let sale = try SaleFixture()
    let response = try sale.returnSale(receipt: nil, token: sale.pos.manager)
    #expect(response.status == 400 && response.json?["code"] as? String == "receiptRequired")
  }

  @Test func aReceiptIsTakenBackAtAnotherShopOfTheChainIntoThatShopsStockAndDrawer() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0], "count": 2]], cash: 2000)
    let register = try sale.pos.foreignRegisterID()
    let otherShop = try #require(try sale.server.rows("SELECT shop_id FROM registers WHERE id = '\(register)'").first)
    let manager = try sale.pos.staffID(sale.pos.manager)
    _ = try sale.server.rows("UPDATE staff_assignments SET shop_id = '\(otherShop)' WHERE user_id = '\(manager)'")
    #expect(try sale.pos.unlock(pin: "1111", register: register, token: sale.pos.manager).status == 200)
    let opened = try sale.pos.send(
      "POST", "/shifts", json: ["register_id": register, "opening_float": 5000], token: sale.pos.manager)
    #expect(opened.status == 200)

    let receipt = try sale.pos.send("GET", "/receipts/1", token: sale.pos.manager)
    #expect(receipt.status == 200 && receipt.json?["number"] as? Int == 1)
    let response = try sale.returnSale(token: sale.pos.manager, register: register)
    #expect(response.status == 200 && response.json?["shop_id"] as? String == otherShop)
    #expect(response.json?["refunds"] as? [NSDictionary] == [["amount": 2000, "tender": "cash"]])
    #expect(
      try sale.server.rows("SELECT location_id, delta FROM stock_ledger WHERE reason = 'return'")
        == ["\(otherShop)|2"])
    #expect(try sale.stock(sale.food[0]) == 8)
    #expect(try sale.discrepancies().isEmpty)
  }

  @Test func anUnknownReceiptIsNotFound() throws {
    let sale = try SaleFixture()
    let response = try sale.returnSale(receipt: 99, token: sale.pos.manager)
    #expect(response.status == 404 && response.json?["code"] as? String == "receiptNotFound")
  }

  @Test func theSameReturnTwiceIsRecordedOnce() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0], "count": 2]], cash: 2000)
    let id = UUID().uuidString
    let first = try sale.returnSale(id: id, lines: [["line": 1, "count": 1]], token: sale.pos.manager)
    let second = try sale.returnSale(id: id, lines: [["line": 1, "count": 1]], token: sale.pos.manager)
    #expect(second.body == first.body && second.header("Idempotent-Replayed") == "true")
    #expect(try sale.stock(sale.food[0]) == 9)
    let other = try sale.returnSale(id: id, lines: [["line": 1, "count": 2]], token: sale.pos.manager)
    #expect(other.status == 422 && other.json?["code"] as? String == "idempotencyKeyReused")
  }

  @Test func aCashRefundNeedsTheCashInTheDrawer() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    _ = try sale.pos.send(
      "POST", "/shifts/\(sale.shift)/cash_out", json: ["amount": 5500, "reason": "инкассация"], token: sale.pos.manager)
    let response = try sale.returnSale(token: sale.pos.manager)
    #expect(response.status == 400 && response.json?["code"] as? String == "cashOutExceedsDrawer")
  }

  @Test func returnsShowInTheShiftReport() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    _ = try sale.returnSale(token: sale.pos.manager)
    let report = try sale.pos.send("GET", "/shifts/\(sale.shift)/report", token: sale.pos.manager)
    #expect(report.json?["returns"] as? NSDictionary == ["count": 1, "total": 1000])
    #expect(report.json?["cash_expected"] as? Double == 5000)
  }

  @Test func returnsAreForbiddenToCouriersAndCustomers() throws {
    let sale = try SaleFixture()
    for token in [sale.pos.courier, sale.pos.customer] {
      #expect(try sale.returnSale(token: token).json?["code"] as? String == "forbidden")
    }
  }
}

extension SaleFixture {
  /// `POST /pos/returns` against receipt 1 unless told otherwise (everything left when `lines` is nil).
  func returnSale(
    id: String = UUID().uuidString, receipt: Int? = 1, lines: [[String: Int]]? = nil, token: String,
    register: String? = nil, headers: [(String, String)] = [], on client: RawHTTPClient? = nil
  ) throws -> RawHTTPResponse {
    var body: [String: Any] = ["id": id, "register_id": try register ?? pos.registerID()]
    body["receipt_number"] = receipt
    body["lines"] = lines
    return try pos.send("POST", "/returns", json: body, token: token, headers: headers, on: client)
  }
}
