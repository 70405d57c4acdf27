import Foundation
import MeowlsTestSupport
import Testing

@Suite struct FavoritesTests {
  static var alreadyStarred: NSDictionary {
    [
      "code": "productAlreadyStarred",
      "reason": "Attempting to add a product to favorites that has already been added.",
    ]
  }

  /// The ids of the first `count` products of the shop, in catalogue order.
  func productIDs(_ server: TestServer, _ count: Int) throws -> [String] {
    try server.rows("SELECT id FROM products ORDER BY position LIMIT \(count)")
  }

  /// The products in list form, as the catalogue answers them.
  func listed(_ server: TestServer, _ ids: [String]) throws -> [NSDictionary] {
    let page = try server.get("/api/v1/products?products_ids=\(ids.joined(separator: ","))").json
    let byID = Dictionary(
      uniqueKeysWithValues: (page?["results"] as? [NSDictionary] ?? []).map { ($0["id"] as? String ?? "", $0) })
    return ids.compactMap { byID[$0] }
  }

  func page(_ results: [NSDictionary], page: Int = 1, perPage: Int = 20, total: Int, next: Int? = nil) -> NSDictionary {
    var info: [String: Any] = ["page": page, "per_page": perPage, "total_count": total]
    info["next_page"] = next
    return ["pagination_info": info, "results": results]
  }

  @Test func starredProductsAreListedNewestFirst() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let ids = try productIDs(server, 3)
    let first = try server.send("POST", "/api/v1/favorites/star", json: [ids[0]], token: token)
    #expect(first.status == 200 && first.text == "{}")
    server.clock.advance(by: 60)
    #expect(try server.send("POST", "/api/v1/favorites/star", json: [ids[1], ids[2]], token: token).status == 200)
    let response = try server.get("/api/v1/favorites", token: token)
    #expect(response.status == 200)
    #expect(response.json == page(try listed(server, [ids[2], ids[1], ids[0]]), total: 3))
  }

  @Test func countAnswersTheNumberOfFavourites() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    #expect(try server.get("/api/v1/favorites/count", token: token).json == ["favorites_products_count": 0])
    _ = try server.send("POST", "/api/v1/favorites/star", json: try productIDs(server, 4), token: token)
    #expect(try server.get("/api/v1/favorites/count", token: token).json == ["favorites_products_count": 4])
  }

  @Test func starringAFavouriteAgainStillAddsTheOthersAndAnswers208() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let ids = try productIDs(server, 3)
    _ = try server.send("POST", "/api/v1/favorites/star", json: [ids[0]], token: token)
    let response = try server.send("POST", "/api/v1/favorites/star", json: [ids[1], ids[0], ids[2]], token: token)
    #expect(response.status == 208 && response.json == Self.alreadyStarred)
    let listedIDs = (try server.get("/api/v1/favorites", token: token).json?["results"] as? [NSDictionary])?
      .map { $0["id"] as? String }
    #expect(listedIDs == [ids[2], ids[1], ids[0]])
  }

  @Test func unknownIdsAndRepeatsInOneRequestAreIgnored() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let id = try productIDs(server, 1)[0]
    let unknown = "00000000-0000-0000-0000-000000000001"
    let response = try server.send(
      "POST", "/api/v1/favorites/star", json: [unknown, id.lowercased(), id], token: token)
    #expect(response.status == 200 && response.text == "{}")
    #expect(try server.rows("SELECT product_id FROM favorites") == [id])
  }

  @Test func unstarRemovesAndIgnoresWhatIsNotAFavourite() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let ids = try productIDs(server, 3)
    _ = try server.send("POST", "/api/v1/favorites/star", json: ids, token: token)
    let response = try server.send(
      "POST", "/api/v1/favorites/unstar", json: [ids[1], "00000000-0000-0000-0000-000000000001"], token: token)
    #expect(response.status == 200 && response.text == "{}")
    #expect(
      try server.get("/api/v1/favorites", token: token).json == page(try listed(server, [ids[2], ids[0]]), total: 2))
    #expect(try server.send("POST", "/api/v1/favorites/unstar", json: [String](), token: token).status == 200)
  }

  @Test func pagesAreClampedLikeTheCatalogue() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let ids = try productIDs(server, 3)
    for id in ids { _ = try server.send("POST", "/api/v1/favorites/star", json: [id], token: token) }
    let newest = try listed(server, ids.reversed())
    let cases: [(String, NSDictionary)] = [
      ("?page=1&per_page=2", page(Array(newest[0..<2]), perPage: 2, total: 3, next: 2)),
      ("?page=2&per_page=2", page([newest[2]], page: 2, perPage: 2, total: 3)),
      ("?page=3&per_page=2", page([], page: 3, perPage: 2, total: 3)),
      ("?page=0&per_page=0", page([newest[0]], perPage: 1, total: 3, next: 2)),
      ("?per_page=1000", page(newest, perPage: 100, total: 3)),
    ]
    for (query, expected) in cases {
      #expect(try server.get("/api/v1/favorites\(query)", token: token).json == expected, "\(query)")
    }
    #expect(try server.get("/api/v1/favorites?page=x", token: token).json?["code"] as? String == "abortError")
  }

  @Test func aBodyElementThatIsNotAUUIDIsA400() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let response = try server.send("POST", "/api/v1/favorites/star", json: ["not-a-uuid"], token: token)
    #expect(response.status == 400 && response.json?["code"] as? String == "abortError")
  }

  @Test func everyRouteNeedsAValidToken() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let routes: [(String, String, Any?)] = [
      ("GET", "/api/v1/favorites", nil), ("GET", "/api/v1/favorites/count", nil),
      ("POST", "/api/v1/favorites/star", [String]()), ("POST", "/api/v1/favorites/unstar", [String]()),
    ]
    for (method, path, body) in routes {
      let missing = try server.send(method, path, json: body)
      #expect(missing.status == 401 && missing.json?["code"] as? String == "abortError", "\(path)")
    }
    server.clock.advance(by: 25 * 3600)
    for (method, path, body) in routes {
      let expired = try server.send(method, path, json: body, token: token)
      #expect(expired.status == 401 && expired.json?["code"] as? String == "Unauthorized", "\(path)")
    }
  }

  @Test func favouritesBelongToTheirUser() throws {
    let server = try TestServer.seeded()
    let first = try server.registeredToken()
    let second = try server.registeredToken(["phone": "79130000002", "email": "second@example.com"])
    _ = try server.send("POST", "/api/v1/favorites/star", json: try productIDs(server, 2), token: first)
    #expect(try server.get("/api/v1/favorites", token: second).json == page([], total: 0))
  }

  @Test func listedProductsShowTheCurrentStock() throws {
    let server = try TestServer.seeded()
    let token = try server.registeredToken()
    let id = try productIDs(server, 1)[0]
    _ = try server.send("POST", "/api/v1/favorites/star", json: [id], token: token)
    _ = try server.get("/api/v1/favorites", token: token)
    let article = try server.rows("SELECT article FROM product_variants WHERE product_id = '\(id)' ORDER BY position")[
      0]
    try server.setStock(article, 2)
    let variants =
      ((try server.get("/api/v1/favorites", token: token).json?["results"] as? [NSDictionary])?.first?[
        "variants"] as? [NSDictionary]) ?? []
    #expect((variants.first?["availability_info"] as? NSDictionary)?["count"] as? Int == 2)
  }

  @Test func loginProfileAndRefreshShowFavoriteItemsNewestFirst() throws {
    let server = try TestServer.seeded()
    let registered = try server.register()
    let ids = try productIDs(server, 2)
    _ = try server.send("POST", "/api/v1/favorites/star", json: [ids[0]], token: registered.token)
    _ = try server.send("POST", "/api/v1/favorites/star", json: [ids[1]], token: registered.token)
    let newest = [ids[1], ids[0]]
    let profile = try server.get("/api/v1/users", token: registered.token)
    #expect(profile.json == TestServer.exampleProfile(id: registered.userID, ["favorite_items": newest]))
    let login = try server.login()
    #expect(login.json?["favorite_items"] as? [String] == newest)
    let refreshed = try server.post("/api/v1/users/refresh_token", token: login.token)
    #expect(refreshed.json?["favorite_items"] as? [String] == newest)
  }
}
