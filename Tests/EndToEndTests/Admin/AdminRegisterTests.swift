import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `/admin/shops/{id}/registers...`: a shop's counter registers listed, added with the next number and retired,
/// audited, and seen by the POS at once.
@Suite struct AdminRegisterTests {
  @Test func anAddedRegisterTakesTheNextNumberAndTheCounterListsIt() throws {
    let shop = try AdminFixture()
    let own = try shop.ownShop()
    let before: [AdminRegister] = try shop.call(.places(.registers(.valid(own))))
    let added: AdminRegister = try shop.call(.places(.addRegister(.valid(own), RegisterDraft(name: " Касса у входа "))))
    #expect(
      added == AdminRegister(id: added.id, name: "Касса у входа", number: before.count + 1, shopID: own))
    #expect(try shop.call(.places(.registers(.valid(own)))) == before + [added])
    let counter = try shop.pos.send("GET", "/registers", token: shop.pos.cashier).jsonValue as? [NSDictionary]
    #expect(counter?.contains { $0["id"] as? String == added.id.uuidString } == true)
    let rows = try shop.auditRows("register")
    #expect(rows.count == 1 && rows[0].hasPrefix("register.add|-|"))
  }

  @Test func aRetiredRegisterLeavesTheCounterAndItsNumberIsNotGivenAgain() throws {
    let shop = try AdminFixture()
    let own = try shop.ownShop()
    let added: AdminRegister = try shop.call(.places(.addRegister(.valid(own), RegisterDraft())))
    let retired: AdminRegister = try shop.call(.places(.retireRegister(.valid(own), .valid(added.id))))
    #expect(retired.retired && retired.name == "Касса \(added.number)")
    let counter = try shop.pos.send("GET", "/registers", token: shop.pos.cashier).jsonValue as? [NSDictionary]
    #expect(counter?.contains { $0["id"] as? String == added.id.uuidString } == false)
    #expect(try shop.call(.places(.retireRegister(.valid(own), .valid(added.id)))) == retired)
    let next: AdminRegister = try shop.call(.places(.addRegister(.valid(own), RegisterDraft())))
    #expect(next.number == added.number + 1)
    let actions = try shop.server.rows(
      "SELECT action FROM admin_audit_log WHERE subject_type = 'register' ORDER BY id")
    #expect(actions == ["register.add", "register.retire", "register.add"], "the second retire changed nothing")
  }

  @Test func aRegisterWithAnOpenShiftIsNotRetired() throws {
    let shop = try AdminFixture()
    _ = try shop.pos.openShift()
    let register = Register.ID(try #require(UUID(uuidString: try shop.pos.registerID())))
    let response = try shop.send(
      .admin(.places(.retireRegister(.valid(try shop.ownShop()), .valid(register)))), token: shop.admin)
    #expect(response.status == 409 && response.code == "registerHasOpenShift")
  }

  @Test func unknownShopsAndRegistersAnswer404() throws {
    let shop = try AdminFixture()
    let own = try shop.ownShop()
    let noShop = try shop.send(.admin(.places(.registers(.valid(Shop.ID(UUID()))))), token: shop.admin)
    #expect(noShop.status == 404 && noShop.code == "shopNotFound")
    let foreign = Register.ID(try #require(UUID(uuidString: try shop.pos.foreignRegisterID())))
    let elsewhere = try shop.send(.admin(.places(.retireRegister(.valid(own), .valid(foreign)))), token: shop.admin)
    #expect(elsewhere.status == 404 && elsewhere.code == "registerNotFound")
    let name = try shop.send(
      .admin(.places(.addRegister(.valid(own), RegisterDraft(name: String(repeating: "к", count: 61))))),
      token: shop.admin)
    #expect(name.status == 400 && name.code == "validationError")
    #expect(try shop.server.rows("SELECT COUNT(*) FROM admin_audit_log") == ["0"])
  }
}
