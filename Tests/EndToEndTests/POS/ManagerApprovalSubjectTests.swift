import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `managerApprovalRequired` names what needs approving, wherever a PIN can unlock the action; selling goods the
/// books show as missing is one such action.
@Suite struct ManagerApprovalSubjectTests {
  @Test func aCashierReceivingGoodsIsToldAManagerMustApproveIt() throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send(
      "POST", "/stock/receipts", json: ["article": sale.food[0], "quantity": 1], token: sale.pos.cashier)
    #expect(response.status == 403)
    #expect(
      response.json
        == [
          "code": "managerApprovalRequired",
          "failures": [
            [
              "failure": "the PIN of a manager of this shop, approving receiving goods into stock",
              "field": "X-Manager-PIN",
            ]
          ],
          "reason": "Receiving goods into stock needs a manager's approval: send a manager's PIN in X-Manager-PIN.",
        ] as NSDictionary)
  }

  @Test func aCourierIsForbiddenWhateverPINComesWithIt() throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send(
      "POST", "/stock/receipts", json: ["article": sale.food[0], "quantity": 1], token: sale.pos.courier,
      headers: [("X-Manager-PIN", "1111")])
    #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
  }

  @Test func missingGoodsAreSoldOnlyWithAManagersApproval() throws {
    let sale = try SaleFixture(stock: 0)
    let refused = try sale.sell([["code": sale.food[0], "count": 2]], cash: 2000)
    #expect(refused.json?["code"] as? String == "itemsNotAvailableWithSetCount")
    let unapproved = try sale.sell(
      [["code": sale.food[0], "count": 2]], cash: 2000, extra: ["accept_missing_stock": true])
    #expect(unapproved.status == 403 && unapproved.json?["code"] as? String == "managerApprovalRequired")
    #expect(
      (unapproved.json?["reason"] as? String)?.hasPrefix("Selling goods the books show as missing needs") == true)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"])
  }

  @Test func missingGoodsSoldWithApprovalRecordACountCorrectionNamingTheApproverThenTheSale() throws {
    let sale = try SaleFixture(stock: 0)
    let response = try sale.sell(
      [["code": sale.food[0], "count": 2]], cash: 2000, extra: ["accept_missing_stock": true],
      headers: [("X-Manager-PIN", "1111")])
    #expect(response.status == 200, "\(response.text)")
    let manager = try sale.pos.staffID(sale.pos.manager)
    let variant = try #require(
      try sale.server.rows("SELECT id FROM product_variants WHERE article = '\(sale.food[0])'").first)
    #expect(
      try sale.server.rows(
        "SELECT reason, delta, note FROM stock_ledger WHERE variant_id = '\(variant)' AND actor LIKE 'staff:%' "
          + "ORDER BY id")
        == [
          "correction|2|found at the counter selling receipt 1, approved by staff:\(manager)", "sale|-2|receipt 1",
        ])
    #expect(try sale.stock(sale.food[0]) == 0 && (try sale.discrepancies()).isEmpty)
  }
}
