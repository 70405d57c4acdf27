import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// An admin disables, enables and changes staff over `/pos/staff`; a disabled member's tokens and PIN stop at once.
@Suite struct StaffLifecycleTests {
  @Test func aDisabledCashiersTokenAndPINFailAtOnce() throws {
    let sale = try SaleFixture()
    let cashier = try sale.pos.staffID(sale.pos.cashier)
    let admin = try sale.pos.adminToken()
    let disabled = try sale.pos.send("POST", "/staff/\(cashier)/disable", token: admin)
    #expect(disabled.status == 200 && disabled.json?["disabled"] as? Bool == true)
    #expect(try sale.pos.send("GET", "/me", token: sale.pos.cashier).status == 401)
    #expect(try sale.sell([["code": sale.food[0]]], cash: 1000).status == 401)
    let takeOver = try sale.pos.unlock(pin: "2222", staff: cashier, token: sale.pos.manager)
    #expect(takeOver.status == 403 && takeOver.json?["code"] as? String == "staffDisabled")
    let login = try sale.server.posLogin(DemoStaff.members[1].phone)
    #expect(login.status == 403 && login.json?["code"] as? String == "staffDisabled" && login.token == nil)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM sessions WHERE user_id = '\(cashier)'") == ["0"])
  }

  @Test func aDisabledManagersPINApprovesNothing() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let manager = try sale.pos.staffID(sale.pos.manager)
    _ = try sale.pos.send("POST", "/staff/\(manager)/disable", token: try sale.pos.adminToken())
    let response = try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "1111")])
    #expect(response.status == 409 && response.json?["code"] as? String == "pinNotSet")
  }

  @Test func theDemoShopsOwnerSignsInAsAnAdminOfNoShop() throws {
    let pos = try POSFixture()
    let token = try #require(try pos.server.posLogin(DemoStaff.owner.phone).token)
    let me = try pos.send("GET", "/me", token: token).json
    #expect(me?["role"] as? String == "admin" && me?["shop"] == nil)
    #expect(
      try pos.server.request("GET", "/api/v1/admin/audit", headers: [("Authorization", "Token \(token)")]).status == 200
    )
  }

  @Test func anEnabledMemberSignsInAgain() throws {
    let pos = try POSFixture()
    let cashier = try pos.staffID(pos.cashier)
    let admin = try pos.adminToken()
    _ = try pos.send("POST", "/staff/\(cashier)/disable", token: admin)
    let enabled = try pos.send("POST", "/staff/\(cashier)/enable", token: admin)
    #expect(enabled.status == 200 && enabled.json?["disabled"] == nil)
    #expect(try pos.server.posLogin(DemoStaff.members[1].phone).status == 200)
  }

  @Test func aDisabledPhoneCannotBeAddedAgain() throws {
    let pos = try POSFixture()
    _ = try pos.send("POST", "/staff/\(try pos.staffID(pos.cashier))/disable", token: try pos.adminToken())
    #expect(throws: StaffAdminError.disabledStaff(DemoStaff.members[1].phone)) {
      try pos.admin().addStaff(role: .cashier, phone: DemoStaff.members[1].phone, password: "Meowls2024")
    }
  }

  @Test func anAdminChangesRoleShopPasswordAndPIN() throws {
    let pos = try POSFixture()
    let cashier = try pos.staffID(pos.cashier)
    let shops = try pos.admin().shops()
    let response = try pos.send(
      "POST", "/staff/\(cashier)",
      json: ["role": "manager", "shop_id": shops[1].shop.id.uuidString, "password": "NewSecret123", "pin": "4321"],
      token: try pos.adminToken())
    #expect(response.status == 200, "\(response.text)")
    #expect(response.json?["role"] as? String == "manager")
    #expect((response.json?["shop"] as? NSDictionary)?["id"] as? String == shops[1].shop.id.uuidString)
    #expect(try pos.send("GET", "/me", token: pos.cashier).status == 401)
    #expect(try pos.server.posLogin(DemoStaff.members[1].phone).status == 401)
    let token = try #require(try pos.server.posLogin(DemoStaff.members[1].phone, "NewSecret123").token)
    let register = try #require(
      try pos.server.rows("SELECT id FROM registers WHERE shop_id = '\(shops[1].shop.id.uuidString)'").first)
    #expect(try pos.unlock(pin: "4321", register: register, token: token).status == 200)
  }

  @Test func aBadPINOrUnknownMemberIsNamed() throws {
    let pos = try POSFixture()
    let admin = try pos.adminToken()
    let pin = try pos.send("POST", "/staff/\(try pos.staffID(pos.cashier))", json: ["pin": "12"], token: admin)
    #expect(pin.status == 400 && pin.json?["code"] as? String == "invalidPin")
    let unknown = try pos.send("POST", "/staff/00000000-0000-0000-0000-000000000000/disable", token: admin)
    #expect(unknown.status == 404 && unknown.json?["code"] as? String == "staffNotFound")
  }

  @Test func onlyAdminsManageStaff() throws {
    let pos = try POSFixture()
    let cashier = try pos.staffID(pos.cashier)
    let response = try pos.send("POST", "/staff/\(cashier)/disable", token: pos.manager)
    #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
  }

  @Test func theAdminsListShowsDisabledMembers() throws {
    let pos = try POSFixture()
    let admin = try pos.adminToken()
    _ = try pos.send("POST", "/staff/\(try pos.staffID(pos.courier))/disable", token: admin)
    let list = try pos.send("GET", "/staff", token: admin)
    let members = try JSONSerialization.jsonObject(with: Data(list.body)) as? [NSDictionary] ?? []
    let disabled = members.filter { $0["disabled"] as? Bool == true }.map { $0["phone"] as? String }
    #expect(disabled == [DemoStaff.members[2].phone])
  }

  @Test func aManagerListsTheMembersOfTheirOwnShopStillAtWork() throws {
    let pos = try POSFixture()
    _ = try pos.send("POST", "/staff/\(try pos.staffID(pos.cashier))/disable", token: try pos.adminToken())
    let list = try pos.send("GET", "/staff", token: pos.manager)
    #expect(list.status == 200)
    let members = try JSONSerialization.jsonObject(with: Data(list.body)) as? [NSDictionary] ?? []
    let shop = try #require(members.first?["shop"] as? NSDictionary)?["id"] as? String
    #expect(!members.isEmpty && members.allSatisfy { ($0["shop"] as? NSDictionary)?["id"] as? String == shop })
    #expect(members.contains { $0["role"] as? String == "courier" })
    #expect(!members.contains { $0["phone"] as? String == DemoStaff.members[1].phone }, "the disabled cashier")
    #expect(try pos.send("GET", "/staff", token: pos.courier).status == 403)
  }
}

extension POSFixture {
  /// An admin of no shop, signed in.
  func adminToken() throws -> String {
    _ = try? admin().addStaff(role: .admin, phone: "79990000099", password: "Meowls2024")
    guard let token = try server.posLogin("79990000099").token else { throw TestFailure("admin login failed") }
    return token
  }
}
