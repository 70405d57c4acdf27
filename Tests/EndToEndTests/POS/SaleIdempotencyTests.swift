import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization
import Testing

@Suite struct SaleIdempotencyTests {
  @Test func theSameSaleTwiceIsRecordedOnceAndAnswersTheFirstReceipt() throws {
    let sale = try SaleFixture()
    let body = try sale.body([["code": sale.food[0]]], cash: 1000)
    let first = try sale.pos.send("POST", "/sales", json: body, token: sale.pos.cashier)
    sale.server.clock.advance(by: 60)
    let second = try sale.pos.send("POST", "/sales", json: body, token: sale.pos.cashier)
    #expect(first.status == 200 && second.status == 200 && second.body == first.body)
    #expect(first.header("Idempotent-Replayed") == nil && second.header("Idempotent-Replayed") == "true")
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["1"] && (try sale.stock(sale.food[0])) == 9)
  }

  @Test func eightThreadsSendingTheSameSaleRecordOneSale() throws {
    let sale = try SaleFixture()
    let body = try SaleFixture.json(try sale.body([["code": sale.food[0], "count": 2]], card: 2000))
    let bodies = Mutex<[[UInt8]]>([])
    let codes = statuses(8) { _ in
      let response = try sale.pos.server.request(
        "POST", "/api/v1/pos/sales",
        headers: [("Authorization", "Token \(sale.pos.cashier)"), ("Content-Type", "application/json")], body: body)
      bodies.withLock { $0.append(response.body) }
      return response.status
    }
    #expect(codes == Array(repeating: 200, count: 8))
    #expect(Set(bodies.withLock { $0 }).count == 1)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["1"])
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_payments") == ["1"])
    #expect(try sale.stock(sale.food[0]) == 8)
  }

  @Test func theSameSaleIdWithAnotherBasketIsRefused() throws {
    let sale = try SaleFixture()
    let id = UUID().uuidString
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000, id: id)
    let other = try sale.sell([["code": sale.food[1]]], cash: 1000, id: id)
    #expect(other.status == 422 && other.json?["code"] as? String == "idempotencyKeyReused")
  }

  @Test func aRefusedSaleCanBeSentAgainWithTheSameId() throws {
    let sale = try SaleFixture()
    let id = UUID().uuidString
    #expect(try sale.sell([["code": sale.food[0]]], cash: 10, id: id).status == 400)
    #expect(try sale.sell([["code": sale.food[0]]], cash: 1000, id: id).status == 200)
  }
}

extension SaleFixture {
  static func json(_ body: [String: Any]) throws -> [UInt8] {
    Array(try JSONSerialization.data(withJSONObject: body, options: [.sortedKeys]))
  }
}
