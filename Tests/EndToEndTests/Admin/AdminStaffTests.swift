import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `/admin/staff...`: what `meowls staff` does, through `StaffAdmin`, each change audited without its secrets.
@Suite struct AdminStaffTests {
  @Test func anAdminAddsAMemberWithShopAndPIN() throws {
    let shop = try AdminFixture()
    let shopID = Shop.ID(try #require(UUID(uuidString: try shop.pos.shopID())))
    let draft = StaffDraft(
      name: "Анна", password: "Meowls2024", phone: "+7 913 000-00-01", pin: "2468", role: .cashier, shopID: shopID)
    let member: StaffMember = try shop.call(.staff(.add(draft)))
    #expect(member.phone == "79130000001" && member.role == .cashier && member.hasPIN && member.shop?.id == shopID)
    #expect(try shop.server.posLogin("79130000001", "Meowls2024").status == 200)
    let listed: [StaffMember] = try shop.call(.staff(.list))
    #expect(listed.contains(member))
  }

  @Test func aChangeSetsRoleShopPasswordAndPINAndIsAuditedWithoutThem() throws {
    let shop = try AdminFixture()
    let cashier = User.ID(try #require(UUID(uuidString: try shop.pos.staffID(shop.pos.cashier))))
    let other = try shop.pos.admin().shops()[1].shop.id
    let change = StaffChangeRequest(password: "NewSecret123", pin: "4321", role: .manager, shopID: other)
    let member: StaffMember = try shop.call(.staff(.change(.valid(cashier), change)))
    #expect(member.role == .manager && member.shop?.id == other)
    #expect(try shop.server.posLogin(DemoStaff.members[1].phone, "NewSecret123").status == 200)
    let rows = try shop.server.rows(
      "SELECT action || '|' || after_json || '|' || before_json FROM admin_audit_log WHERE subject_type = 'staff'")
    #expect(rows.count == 1 && rows[0].hasPrefix("staff.change|"))
    #expect(rows[0].contains("\"changed\":[\"password\",\"pin\",\"role\",\"shop_id\"]"))
    #expect(!rows[0].contains("NewSecret123") && !rows[0].contains("4321"))
  }

  @Test func aDisabledMemberSignsInNoMoreUntilEnabled() throws {
    let shop = try AdminFixture()
    let cashier = User.ID(try #require(UUID(uuidString: try shop.pos.staffID(shop.pos.cashier))))
    let disabled: StaffMember = try shop.call(.staff(.disable(.valid(cashier))))
    #expect(disabled.disabled == true)
    #expect(try shop.server.posLogin(DemoStaff.members[1].phone).status == 403)
    let again: StaffMember = try shop.call(.staff(.disable(.valid(cashier))))
    #expect(again == disabled)
    let enabled: StaffMember = try shop.call(.staff(.enable(.valid(cashier))))
    #expect(enabled.disabled == nil)
    #expect(try shop.server.posLogin(DemoStaff.members[1].phone).status == 200)
    let actions = try shop.server.rows("SELECT action FROM admin_audit_log WHERE subject_type = 'staff' ORDER BY id")
    #expect(actions == ["staff.disable", "staff.enable"], "the second disable changed nothing")
  }

  @Test func badInputIsNamedAndWritesNothing() throws {
    let shop = try AdminFixture()
    let pin = try shop.send(
      .admin(.staff(.add(StaffDraft(password: "Meowls2024", phone: "79130000002", pin: "12", role: .cashier)))),
      token: shop.admin)
    #expect(pin.status == 400 && pin.code == "invalidPin")
    let taken = try shop.send(
      .admin(.staff(.add(StaffDraft(password: "Meowls2024", phone: DemoStaff.members[1].phone, role: .cashier)))),
      token: shop.admin)
    #expect(taken.status == 400 && taken.code == "phoneAlreadyUsed")
    let noPhone = try shop.send(
      .admin(.staff(.add(StaffDraft(password: "Meowls2024", phone: " ", role: .cashier)))), token: shop.admin)
    #expect(noPhone.status == 400 && noPhone.code == "phoneRequired")
    let unknownShop = try shop.send(
      .admin(
        .staff(
          .add(
            StaffDraft(
              password: "Meowls2024", phone: "79130000003", role: .cashier, shopID: Shop.ID(UUID()))))),
      token: shop.admin)
    #expect(unknownShop.status == 404 && unknownShop.code == "shopNotFound")
    let unknown = try shop.send(.admin(.staff(.disable(.valid(User.ID(UUID()))))), token: shop.admin)
    #expect(unknown.status == 404 && unknown.code == "staffNotFound")
    #expect(try shop.server.rows("SELECT COUNT(*) FROM admin_audit_log") == ["0"])
    #expect(try shop.server.rows("SELECT COUNT(*) FROM users WHERE phone IN ('79130000002', '79130000003')") == ["0"])
  }

  @Test func aManagerListsTheirOwnShopAndChangesNothing() throws {
    let shop = try AdminFixture()
    let members: [StaffMember] = try shop.call(.staff(.list), token: shop.pos.manager)
    let own = try shop.pos.shopID()
    #expect(!members.isEmpty && members.allSatisfy { $0.shop?.id.uuidString.lowercased() == own.lowercased() })
    let cashier = User.ID(try #require(UUID(uuidString: try shop.pos.staffID(shop.pos.cashier))))
    #expect(try shop.send(.admin(.staff(.disable(.valid(cashier)))), token: shop.pos.manager).code == "forbidden")
  }
}
