import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Wrong approval PINs count against the cashier and the register that sent them, never against the PINs they were
/// compared with; `X-Manager-Id` names an approver of the register's shop or is refused alike.
@Suite struct ApprovalLockoutTests {
  static let wrongPIN = [("X-Manager-PIN", "0000")]
  static let managerPIN = [("X-Manager-PIN", "1111")]

  @Test func wrongApprovalPINsLockTheCashierButNotTheManagersPIN() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    for _ in 1...4 { #expect(try sale.returnSale(token: sale.pos.cashier, headers: Self.wrongPIN).status == 403) }
    #expect(try sale.returnSale(token: sale.pos.cashier, headers: Self.wrongPIN).status == 423)
    #expect(try sale.pos.unlock(pin: "1111", token: sale.pos.manager).status == 200)
    let other = try sale.pos.newCashier()
    let receipt = try sale.pos.send(
      "POST", "/stock/receipts", json: ["article": sale.food[0], "quantity": 1], token: other, headers: Self.managerPIN)
    #expect(receipt.status == 200)
  }

  @Test func wrongApprovalPINsLockTheRegisterForAnyCashier() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    for _ in 1...5 { _ = try sale.returnSale(token: sale.pos.cashier, headers: Self.wrongPIN) }
    let other = try sale.pos.newCashier(pin: "6666")
    #expect(try sale.pos.unlock(pin: "6666", token: other).status == 200)
    let locked = try sale.returnSale(token: other, headers: Self.managerPIN)
    #expect(locked.status == 423 && locked.header("Retry-After") == "900")
  }

  @Test func aLockedCashierIsRefusedEvenWithTheRightPIN() throws {
    let pos = try POSFixture()
    let article = try pos.server.articles(under: "koshki/korma_sukhie", count: 1)[0]
    let body: [String: Any] = ["article": article, "quantity": 1]
    for _ in 1...5 {
      _ = try pos.send("POST", "/stock/receipts", json: body, token: pos.cashier, headers: Self.wrongPIN)
    }
    let locked = try pos.send("POST", "/stock/receipts", json: body, token: pos.cashier, headers: Self.managerPIN)
    #expect(locked.status == 423 && locked.json?["code"] as? String == "pinLocked")
  }

  @Test func anUnassignedAdminsPINDoesNotApproveAtAShop() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    _ = try sale.pos.admin().addStaff(role: .admin, phone: "79990000049", password: "Meowls2024", pin: "4444")
    let response = try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "4444")])
    #expect(response.status == 403 && response.json?["code"] as? String == "pinIncorrect")
  }

  @Test func anAdminOfTheShopApprovesByPIN() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let admin = try sale.pos.admin().addStaff(
      role: .admin, phone: "79990000049", password: "Meowls2024", shop: try sale.pos.shopID(), pin: "4444")
    let response = try sale.returnSale(token: sale.pos.cashier, headers: [("X-Manager-PIN", "4444")])
    #expect(response.status == 200 && response.json?["approved_by"] as? String == admin.uuidString)
  }

  /// The cashier (PIN 2222), the courier (3333), a cashier without a PIN, a manager of another shop, an unknown
  /// id and a malformed one all get the same answer: they cannot approve here, whatever their PIN.
  @Test(arguments: ["cashier", "courier", "cashier without PIN", "other shop's manager", "unknown", "malformed"])
  func anXManagerIdThatCannotApproveIsForbiddenAlike(_ who: String) throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let id = try sale.pos.nonApproverID(who)
    for pin in ["2222", "3333", "7777", "0000"] {
      let response = try sale.returnSale(
        token: sale.pos.cashier, headers: [("X-Manager-PIN", pin), ("X-Manager-Id", id)])
      #expect(response.status == 403, "\(who) \(pin)")
      #expect(
        response.json == ["code": "forbidden", "reason": "X-Manager-Id names no manager of this shop."] as NSDictionary,
        "\(who) \(pin)")
    }
  }
}

extension POSFixture {
  /// The id `X-Manager-Id` names in `anXManagerIdThatCannotApproveIsForbiddenAlike`.
  func nonApproverID(_ who: String) throws -> String {
    let admin = try admin()
    switch who {
    case "cashier": return try staffID(cashier)
    case "courier": return try staffID(courier)
    case "cashier without PIN":
      return try admin.addStaff(role: .cashier, phone: "79990000059", password: "Meowls2024", shop: try shopID())
        .uuidString
    case "other shop's manager":
      let shop = try admin.shops()[1].code
      return try admin.addStaff(role: .manager, phone: "79990000039", password: "Meowls2024", shop: shop, pin: "7777")
        .uuidString
    case "unknown": return "00000000-0000-4000-8000-000000000001"
    default: return "менеджер"
    }
  }

  /// A new cashier of the demo shop (no PIN), signed in.
  func newCashier(pin: String? = nil) throws -> String {
    _ = try admin().addStaff(
      role: .cashier, phone: "79990000029", password: "Meowls2024", shop: try shopID(), pin: pin)
    guard let token = try server.posLogin("79990000029").token else { throw TestFailure("login failed") }
    return token
  }
}
