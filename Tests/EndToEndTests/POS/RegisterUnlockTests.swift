import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct RegisterUnlockTests {
  @Test func registersListsTheRegistersOfTheMembersShop() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/registers", token: pos.cashier)
    #expect(response.status == 200)
    let registers = try JSONSerialization.jsonObject(with: Data(response.body)) as? [NSDictionary]
    #expect(
      registers == [["id": try pos.registerID(), "name": "Касса 1", "number": 1, "shop_id": try pos.shopID()]])
  }

  @Test func registersAreForbiddenToCouriers() throws {
    let pos = try POSFixture()
    let response = try pos.send("GET", "/registers", token: pos.courier)
    #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
  }

  @Test func unassignedStaffHaveNoRegisters() throws {
    let pos = try POSFixture()
    _ = try pos.admin().addStaff(role: .cashier, phone: "79990000009", password: "Meowls2024")
    let token = try #require(try pos.server.posLogin("79990000009").token)
    let response = try pos.send("GET", "/registers", token: token)
    #expect(response.status == 403 && response.json?["code"] as? String == "staffNotAssigned")
  }

  @Test func ownPINUnlocksTheRegisterWithoutANewToken() throws {
    let pos = try POSFixture()
    let response = try pos.unlock(pin: "2222", token: pos.cashier)
    #expect(response.status == 200 && response.json?["authentication"] == nil)
    #expect((response.json?["staff"] as? NSDictionary)?["role"] as? String == "cashier")
    #expect((response.json?["register"] as? NSDictionary)?["id"] as? String == (try pos.registerID()))
    #expect(try pos.server.rows("SELECT u.role FROM registers r JOIN users u ON u.id = r.unlocked_by") == ["cashier"])
  }

  @Test func anotherMembersPINTakesTheRegisterOverWithTheirOwnToken() throws {
    let pos = try POSFixture()
    let managerID = try #require(try pos.send("GET", "/me", token: pos.manager).json?["id"] as? String)
    let response = try pos.unlock(pin: "1111", staff: managerID, token: pos.cashier)
    let token = try #require(response.token)
    #expect(response.status == 200 && (response.json?["staff"] as? NSDictionary)?["id"] as? String == managerID)
    #expect(try pos.send("GET", "/me", token: token).json?["role"] as? String == "manager")
  }

  @Test func wrongPINIsRefusedWithTheAttemptsLeft() throws {
    let pos = try POSFixture()
    let response = try pos.unlock(pin: "9999", token: pos.cashier)
    #expect(response.status == 403)
    #expect(
      response.json == ["code": "pinIncorrect", "reason": "Wrong PIN. Attempts left before it locks: 4."]
        as NSDictionary)
  }

  @Test func fiveWrongPINsLockItForFifteenMinutes() throws {
    let pos = try POSFixture()
    for _ in 1...4 { #expect(try pos.unlock(pin: "9999", token: pos.cashier).status == 403) }
    let fifth = try pos.unlock(pin: "9999", token: pos.cashier)
    #expect(fifth.status == 423 && fifth.json?["code"] as? String == "pinLocked")
    #expect(fifth.header("Retry-After") == "900")
    pos.server.clock.advance(by: 600)
    let locked = try pos.unlock(pin: "2222", token: pos.cashier)
    #expect(locked.status == 423 && locked.header("Retry-After") == "300")
    pos.server.clock.advance(by: 300)
    #expect(try pos.unlock(pin: "2222", token: pos.cashier).status == 200)
  }

  @Test func aRightPINStartsTheCountAgain() throws {
    let pos = try POSFixture()
    for _ in 1...4 { _ = try pos.unlock(pin: "9999", token: pos.cashier) }
    #expect(try pos.unlock(pin: "2222", token: pos.cashier).status == 200)
    #expect(
      try pos.unlock(pin: "9999", token: pos.cashier).json?["reason"] as? String
        == "Wrong PIN. Attempts left before it locks: 4.")
  }

  @Test func memberWithoutAPINCannotUnlock() throws {
    let pos = try POSFixture()
    _ = try pos.admin().addStaff(
      role: .cashier, phone: "79990000009", password: "Meowls2024", shop: try pos.shopID())
    let token = try #require(try pos.server.posLogin("79990000009").token)
    let response = try pos.unlock(pin: "1234", token: token)
    #expect(response.status == 409 && response.json?["code"] as? String == "pinNotSet")
  }

  @Test func registerOfAnotherShopIsNotFound() throws {
    let pos = try POSFixture()
    let response = try pos.unlock(pin: "2222", register: try pos.foreignRegisterID(), token: pos.cashier)
    #expect(response.status == 404 && response.json?["code"] as? String == "registerNotFound")
  }

  @Test(arguments: ["касса", "00000000-0000-0000-0000-000000000000"])
  func unknownRegisterIsNotFound(register: String) throws {
    let pos = try POSFixture()
    let response = try pos.unlock(pin: "2222", register: register, token: pos.cashier)
    #expect(response.status == 404 && response.json?["code"] as? String == "registerNotFound")
  }

  @Test func memberOfAnotherShopCannotTakeTheRegisterOver() throws {
    let pos = try POSFixture()
    let admin = try pos.admin()
    let shops = try admin.shops()
    let other = try admin.addStaff(
      role: .cashier, phone: "79990000009", password: "Meowls2024", shop: shops[1].code, pin: "5555")
    let response = try pos.unlock(pin: "5555", staff: other.uuidString, token: pos.cashier)
    #expect(response.status == 403 && response.json?["code"] as? String == "staffNotAssigned")
  }

  @Test func anUnassignedAdminsPINDoesNotTakeTheRegisterOver() throws {
    let pos = try POSFixture()
    let admin = try pos.admin().addStaff(role: .admin, phone: "79990000049", password: "Meowls2024", pin: "4444")
    let response = try pos.unlock(pin: "4444", staff: admin.uuidString, token: pos.cashier)
    #expect(response.status == 403 && response.json?["code"] as? String == "staffNotAssigned")
    #expect(response.token == nil)
  }

  @Test func anAdminOfTheShopIsNotTakenOverByPINEither() throws {
    let pos = try POSFixture()
    let admin = try pos.admin().addStaff(
      role: .admin, phone: "79990000049", password: "Meowls2024", shop: try pos.shopID(), pin: "4444")
    let response = try pos.unlock(pin: "4444", staff: admin.uuidString, token: pos.cashier)
    #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
    #expect(response.token == nil)
  }

  @Test func wrongTakeOverPINsLockTheCallerNotTheMemberNamed() throws {
    let pos = try POSFixture()
    let manager = try pos.staffID(pos.manager)
    for _ in 1...4 { #expect(try pos.unlock(pin: "9999", staff: manager, token: pos.cashier).status == 403) }
    #expect(try pos.unlock(pin: "9999", staff: manager, token: pos.cashier).status == 423)
    #expect(try pos.unlock(pin: "1111", staff: manager, token: pos.cashier).status == 423)
    #expect(try pos.unlock(pin: "1111", token: pos.manager).status == 200)
  }

  @Test func unlockIsForbiddenToCustomersAndCouriers() throws {
    let pos = try POSFixture()
    #expect(try pos.unlock(pin: "2222", token: pos.customer).status == 403)
    #expect(try pos.unlock(pin: "3333", token: pos.courier).json?["code"] as? String == "forbidden")
  }
}

extension POSFixture {
  /// `POST /pos/registers/{id}/unlock` (the demo staff's register unless given).
  func unlock(pin: String, staff: String? = nil, register: String? = nil, token: String) throws -> RawHTTPResponse {
    var body: [String: Any] = ["pin": pin]
    body["staff_id"] = staff
    return try send(
      "POST", "/registers/\(try register ?? registerID())/unlock", json: body, token: token)
  }

  /// The staff admin on the server's database (the `meowls shop` and `meowls staff` commands).
  func admin() throws -> StaffAdmin {
    try StaffAdmin(
      database: server.application.database,
      environment: .test(clock: .constant(server.clock.now), random: 11))
  }
}
