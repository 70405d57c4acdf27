import Foundation
import MeowlsTestSupport
import Synchronization
import Testing

@Suite struct CartConcurrencyTests {
  @Test func racingUpdatesLeaveExactlyOneOfTheRequests() throws {
    let shop = try ShopFixture()
    let requests = (0..<12).map { index in [(shop.cat[index % 3], index % 5 + 1), (shop.dog, index % 2 + 1)] }
    let codes = statuses(requests.count) { index in try shop.update(requests[index]).status }
    #expect(codes == Array(repeating: 200, count: requests.count))
    let saved = try shop.server.rows(
      "SELECT v.article, i.count FROM cart_items i JOIN product_variants v ON v.id = i.variant_id ORDER BY i.position")
    #expect(requests.contains { $0.map { "\($0.0)|\($0.1)" } == saved }, "\(saved)")
    #expect(try shop.server.rows("SELECT COUNT(*) FROM carts") == ["1"])
  }

  @Test func racingMergesLoseNoUnitAndNeverPassTheStock() throws {
    let shop = try ShopFixture(stock: 5)
    let reports = Mutex<[Int]>([])
    let codes = statuses(8) { _ in
      let response = try shop.merge([(shop.cat[0], 1)])
      reports.withLock { $0.append((response.json?["merge_report"] as? [Any])?.count ?? -1) }
      return response.status
    }
    #expect(codes == Array(repeating: 200, count: 8))
    #expect(reports.withLock { $0.sorted() } == [0, 0, 0, 0, 0, 1, 1, 1])
    #expect(try shop.server.rows("SELECT count FROM cart_items") == ["5"])
  }

  @Test func racingFirstRequestsOfAUserMakeOneCart() throws {
    let shop = try ShopFixture()
    let ids = Mutex<Set<String>>([])
    let codes = statuses(8) { index in
      let response = index % 2 == 0 ? try shop.current() : try shop.update([(shop.dog, 1)])
      ids.withLock { _ = $0.insert(response.json?["id"] as? String ?? "?") }
      return response.status
    }
    #expect(codes == Array(repeating: 200, count: 8))
    #expect(ids.withLock { $0.count } == 1)
    #expect(try shop.server.rows("SELECT COUNT(*) FROM carts") == ["1"])
  }

  @Test func racingStarsAndCartUpdatesOfManyUsersStayConsistent() throws {
    let shop = try ShopFixture()
    let tokens = try (0..<4).map { index in
      try shop.server.registeredToken(["phone": "7913000000\(index)", "email": "user\(index)@example.com"])
    }
    let products = try shop.server.rows("SELECT id FROM products ORDER BY position LIMIT 4")
    let codes = statuses(16) { index in
      let token = tokens[index % 4]
      if index < 8 {
        return try shop.server.send("POST", "/api/v1/favorites/star", json: products, token: token).status
      }
      return try shop.server.send(
        "POST", "/api/v1/cart/update", json: TestServer.cartBody([(shop.cat[0], 1), (shop.dog, 2)]), token: token
      ).status
    }
    #expect(codes == Array(repeating: 200, count: 12) + Array(repeating: 208, count: 4))
    #expect(try shop.server.rows("SELECT COUNT(*), COUNT(DISTINCT user_id || product_id) FROM favorites") == ["16|16"])
    #expect(try shop.server.rows("SELECT COUNT(*) FROM carts") == ["4"])
    #expect(try shop.server.rows("SELECT COUNT(*), SUM(count) FROM cart_items") == ["8|12"])
  }
}
