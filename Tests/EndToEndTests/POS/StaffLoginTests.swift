import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct StaffLoginTests {
  /// The demo manager as `/pos/login` and `/pos/me` show her.
  static func manager(id: String?, shop: String) -> [String: Any] {
    [
      "has_pin": true, "id": id ?? "?", "name": "Марина", "phone": "79990000001", "role": "manager",
      "shop": [
        "address": "Красный проспект, 101", "city_id": "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456", "id": shop,
        "name": "MEOWLS на Красном проспекте", "time_zone": "Asia/Novosibirsk",
      ],
    ]
  }

  @Test func posLoginAnswersAStaffTokenAndTheMemberWithRoleAndShop() throws {
    let pos = try POSFixture()
    let response = try pos.server.posLogin("79990000001")
    let staff = response.json?["staff"] as? NSDictionary
    #expect(response.status == 200)
    #expect(
      response.json
        == [
          "authentication": ["expires_at": "2027-01-16T08:00:00Z", "token": response.token ?? "?"],
          "staff": Self.manager(id: staff?["id"] as? String, shop: try pos.shopID()),
        ] as NSDictionary)
  }

  @Test func customerWithTheRightPasswordIsForbiddenAndGetsNoSession() throws {
    let pos = try POSFixture()
    let sessions = try pos.server.rows("SELECT COUNT(*) FROM sessions")
    let response = try pos.server.posLogin(TestServer.phone, TestServer.password)
    #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
    #expect(try pos.server.rows("SELECT COUNT(*) FROM sessions") == sessions)
  }

  @Test func wrongPasswordIsALoginError() throws {
    let pos = try POSFixture()
    let response = try pos.server.posLogin("79990000002", "Wrong1234")
    #expect(response.status == 401 && response.json == LoginTests.loginError)
  }

  @Test func meAnswersTheSignedInMember() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/me", token: pos.manager)
    #expect(response.status == 200)
    #expect(response.json == Self.manager(id: response.json?["id"] as? String, shop: try pos.shopID()) as NSDictionary)
  }

  @Test func meForACustomerIsForbidden() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/me", token: pos.customer)
    #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
  }

  @Test func meWithoutATokenIsNotAuthenticated() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/me", token: nil)
    #expect(response.status == 401 && response.json?["code"] as? String == "abortError")
  }
}
