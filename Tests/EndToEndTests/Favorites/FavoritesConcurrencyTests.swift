import Foundation
import MeowlsTestSupport
import Testing

@Suite struct FavoritesConcurrencyTests {
  @Test func racingStarsOfTheSameProductsAddEachOnce() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let ids = try server.rows("SELECT id FROM products ORDER BY position LIMIT 3")
    let codes = statuses(12) { _ in try server.send("POST", "/api/v1/favorites/star", json: ids, token: token).status }
    #expect(codes == [200] + Array(repeating: 208, count: 11))
    #expect(
      try server.rows("SELECT COUNT(*), COUNT(DISTINCT product_id), COUNT(DISTINCT position) FROM favorites") == [
        "3|3|3"
      ])
  }

  @Test func racingStarsOfDifferentProductsKeepEveryOneInOrder() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let ids = try server.rows("SELECT id FROM products ORDER BY position LIMIT 16")
    let codes = statuses(16) { index in
      try server.send("POST", "/api/v1/favorites/star", json: [ids[index]], token: token).status
    }
    #expect(codes == Array(repeating: 200, count: 16))
    #expect(
      try server.rows("SELECT COUNT(*), COUNT(DISTINCT position), MIN(position), MAX(position) FROM favorites")
        == ["16|16|1|16"])
    #expect(try server.get("/api/v1/favorites/count", token: token).json == ["favorites_products_count": 16])
  }
}
