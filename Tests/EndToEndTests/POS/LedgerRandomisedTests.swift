import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Issue 9's proof of the stock books: after a random run of counter sales (pieces and weight), returns, Store
/// pick-up orders from the same shop and their cancels, every stock counter equals the sum of its ledger rows, and
/// the shop's units add up to what the operations that succeeded took and gave back.
@Suite struct LedgerRandomisedTests {
  /// A small deterministic generator (SplitMix64), so a failing run can be replayed with its seed.
  struct Generator {
    var state: UInt64
    mutating func next(_ bound: Int) -> Int {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return Int((z ^ (z >> 31)) % UInt64(bound))
    }
  }

  @Test(arguments: [1, 2, 3] as [UInt64])
  func ledgerSumsEqualTheCountersAfterARandomRun(seed: UInt64) throws {
    let sale = try SaleFixture(stock: 12)
    var random = Generator(state: seed)
    var expected = [sale.food[0]: 12, sale.food[1]: 12]
    var receipts: [(number: Int, article: String, left: Int)] = []
    var orders: [(number: Int, article: String, count: Int)] = []
    var outcomes: [String: Int] = [:]
    for _ in 0..<40 {
      let article = sale.food[random.next(2)]
      let count = 1 + random.next(3)
      switch random.next(5) {
      case 0, 1:
        let response = try sale.sell([["code": article, "count": count]], cash: 5000)
        if response.status == 200, let number = response.json?["number"] as? Int {
          expected[article]! -= count
          receipts.append((number, article, count))
        }
        outcomes["sale \(response.status)", default: 0] += 1
      case 2:
        guard !receipts.isEmpty else { continue }
        let index = random.next(receipts.count)
        let wanted = receipts[index].left > 0 ? 200 : 409
        let response = try sale.returnSale(
          receipt: receipts[index].number, lines: [["line": 1, "count": 1]], token: sale.pos.manager)
        if response.status == 200 {
          expected[receipts[index].article]! += 1
          receipts[index].left -= 1
        }
        #expect(response.status == wanted)
        outcomes["return \(response.status)", default: 0] += 1
      case 3:
        let status = try sale.order(article, count)
        if let number = status.number {
          expected[article]! -= count
          orders.append((number, article, count))
        }
        outcomes["order \(status.code)", default: 0] += 1
      default:
        guard !orders.isEmpty else { continue }
        let order = orders.remove(at: random.next(orders.count))
        let response = try sale.server.post("/api/v1/orders/\(order.number)/cancel", token: sale.pos.customer)
        if response.status == 200 { expected[order.article]! += order.count }
        outcomes["cancel \(response.status)", default: 0] += 1
      }
      _ = try sale.sell([["code": sale.weightBarcode(grams: 1 + random.next(900))]], cash: 1000)
    }
    #expect(try sale.discrepancies().isEmpty)
    #expect(try sale.stock(sale.food[0]) == expected[sale.food[0]])
    #expect(try sale.stock(sale.food[1]) == expected[sale.food[1]])
    #expect(outcomes["sale 200", default: 0] > 0 && outcomes["return 200", default: 0] > 0)
    #expect(outcomes["order 200", default: 0] > 0 && outcomes["cancel 200", default: 0] > 0)
  }
}

extension SaleFixture {
  /// A Store pick-up order of `count` × `article` at the sale's shop by the customer: its number when it was
  /// placed, and the status.
  func order(_ article: String, _ count: Int) throws -> (number: Int?, code: Int) {
    let cart = try server.send(
      "POST", "/api/v1/cart/update", json: TestServer.cartBody([(article, count)]), token: pos.customer)
    guard cart.status == 200 else { return (nil, cart.status) }
    let response = try server.post(
      "/api/v1/checkout/purchase",
      json: ["delivery": ["type": "self_pickup", "pickup_point_id": shop.uuidString], "payment_type": "cash"],
      token: pos.customer)
    return ((response.json?["order_number"] as? String).flatMap(Int.init), response.status)
  }
}
