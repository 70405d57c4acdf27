import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `page=9223372036854775807` once trapped in `(page - 1) * per_page` and killed the server: every paged route
/// answers the last page the server serves (empty) instead.
@Suite struct HugePageTests {
  static let huge = "page=9223372036854775807&per_page=100"

  @Test(arguments: [
    "/api/v1/sales?\(huge)",
    "/api/v1/products?category_id=\(FixtureCatalog.koshki)&\(huge)",
    "/api/v1/products?products_ids=\(FixtureCatalog.koshki)&\(huge)",
    "/api/v1/products?query=корм&\(huge)",
  ])
  func aHugePageOfAPublicListIsTheLastServedPageAndEmpty(target: String) throws {
    let response = try FixtureServer.shared.request("GET", target)
    #expect(response.status == 200)
    #expect(response.json?["results"] as? [Any] != nil && (response.json?["results"] as? [Any])?.isEmpty == true)
    let info = response.json?["pagination_info"] as? NSDictionary
    #expect(info?["page"] as? Int == PageRequest.maximumPage && info?["next_page"] == nil)
  }

  @Test(arguments: ["/api/v1/favorites", "/api/v1/orders"])
  func aHugePageOfACustomersListIsEmpty(path: String) throws {
    let server = try TestServer()
    let token = try server.registeredToken()
    let response = try server.get("\(path)?\(Self.huge)", token: token)
    #expect(response.status == 200)
    #expect((response.json?["results"] as? [Any])?.isEmpty == true)
  }

  @Test(arguments: ["/pickups", "/deliveries"])
  func aHugePageOfAStaffListIsEmpty(path: String) throws {
    let fixture = try POSFixture()
    let response = try fixture.send("GET", "\(path)?\(Self.huge)", token: fixture.manager)
    #expect(response.status == 200)
    #expect((response.json?["results"] as? [Any])?.isEmpty == true)
  }

  @Test func theServerStillAnswersAfterHugePages() throws {
    _ = try FixtureServer.shared.request("GET", "/api/v1/sales?page=-9223372036854775808&per_page=-9223372036854775808")
    #expect(try FixtureServer.shared.request("GET", "/health-check").status == 200)
  }
}
