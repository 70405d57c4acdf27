import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `StaffAccess.approval`, through the return route (every return needs a manager).
@Suite struct ManagerApprovalTests {
  @Test func fiveWrongManagerPINsLockApprovalsForFifteenMinutes() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    for _ in 1...4 {
      #expect(try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "0000")]).status == 403)
    }
    let fifth = try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "0000")])
    #expect(fifth.status == 423 && fifth.json?["code"] as? String == "pinLocked")
    let locked = try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "1111")])
    #expect(locked.status == 423 && locked.header("Retry-After") == "900")
    sale.server.clock.advance(by: 900)
    #expect(try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "1111")]).status == 200)
  }

  @Test func xManagerIdChecksThePINOfThatManagerOnly() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0], "count": 2]], cash: 2000)
    let manager = try sale.pos.staffID(sale.pos.manager)
    let named = try sale.returnSale(
      lines: [["line": 1, "count": 1]], token: sale.pos.cashier,
      headers: [("X-Manager-PIN", "1111"), ("X-Manager-Id", manager)])
    #expect(named.status == 200)
    let cashier = try sale.pos.staffID(sale.pos.cashier)
    let notAManager = try sale.returnSale(
      lines: [["line": 1, "count": 1]], token: sale.pos.cashier,
      headers: [("X-Manager-PIN", "2222"), ("X-Manager-Id", cashier)])
    #expect(notAManager.status == 403 && notAManager.json?["code"] as? String == "forbidden")
  }

  @Test func aManagerOfAnotherShopCannotApprove() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let admin = try sale.pos.admin()
    _ = try admin.addStaff(
      role: .manager, phone: "79990000039", password: "Meowls2024", shop: try admin.shops()[1].code, pin: "7777")
    let response = try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "7777")])
    #expect(response.status == 403 && response.json?["code"] as? String == "pinIncorrect")
  }
}
