import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `POST /pos/sales/quote`: the basket priced as the sale prices it, nothing recorded.
@Suite struct SaleQuoteTests {
  /// The quote's fields as the receipt of the same basket has them.
  static func priced(_ json: NSDictionary?) -> NSDictionary {
    var fields: [String: Any] = [:]
    for key in ["lines", "discounts", "subtotal", "total"] { fields[key] = json?[key] }
    return fields as NSDictionary
  }

  @Test func aQuoteIsPricedAsTheSaleOfTheSameBasket() throws {
    let sale = try SaleFixture()
    let lines: [[String: Any]] = [
      ["code": sale.food[0], "count": 2, "discount": ["percent": 5]],
      ["code": sale.weightBarcode(grams: 735)],
      ["code": sale.food[1], "discount": ["amount": 10]],
    ]
    let extra: [String: Any] = ["promo_code": "meow10", "discount": ["amount": 3.33]]
    let quote = try sale.pos.send(
      "POST", "/sales/quote", json: try sale.body(lines, extra: extra), token: sale.pos.cashier)
    #expect(quote.status == 200)
    #expect(quote.json?["needs_manager_approval"] as? Bool == false)
    let receipt = try sale.sell(lines, cash: 5000, extra: extra)
    #expect(receipt.status == 200)
    #expect(Self.priced(quote.json) == Self.priced(receipt.json))
  }

  @Test func aQuoteRecordsNothing() throws {
    let sale = try SaleFixture()
    let quote = try sale.pos.send(
      "POST", "/sales/quote", json: try sale.body([["code": sale.food[0], "count": 3]], cash: 1),
      token: sale.pos.cashier)
    #expect(quote.status == 200 && quote.json?["total"] as? Double == 3000)
    #expect(try sale.stock(sale.food[0]) == 10)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"])
  }

  @Test func aDiscountAboveTenPercentNeedsAManager() throws {
    let sale = try SaleFixture()
    let quote = try sale.pos.send(
      "POST", "/sales/quote", json: try sale.body([["code": sale.food[0], "discount": ["percent": 11]]]),
      token: sale.pos.cashier)
    #expect(quote.json?["needs_manager_approval"] as? Bool == true)
  }

  @Test(arguments: [(10, false), (11, true)])
  func goodsTheBooksShowMissingNeedAManager(count: Int, needsApproval: Bool) throws {
    let sale = try SaleFixture()
    let quote = try sale.pos.send(
      "POST", "/sales/quote",
      json: try sale.body([["code": sale.food[0], "count": count - 1], ["code": sale.food[0]]]),
      token: sale.pos.cashier)
    #expect(quote.json?["needs_manager_approval"] as? Bool == needsApproval)
  }

  @Test(arguments: [(2_900, false), (3_001, true)])
  func weighedGoodsBeyondTheShopsPacksNeedAManager(grams: Int, needsApproval: Bool) throws {
    let sale = try SaleFixture()
    let quote = try sale.pos.send(
      "POST", "/sales/quote",
      json: try sale.body([["code": sale.weightBarcode(grams: 100)], ["code": sale.weightBarcode(grams: grams - 100)]]),
      token: sale.pos.cashier)
    #expect(quote.json?["needs_manager_approval"] as? Bool == needsApproval)
  }

  @Test func aBadBasketAnswersTheSalesError() throws {
    let sale = try SaleFixture()
    let empty = try sale.pos.send("POST", "/sales/quote", json: try sale.body([]), token: sale.pos.cashier)
    #expect(empty.status == 400 && empty.json?["code"] as? String == "basketIsEmpty")
    let unknown = try sale.pos.send(
      "POST", "/sales/quote", json: try sale.body([["code": "99999999"]]), token: sale.pos.cashier)
    #expect(unknown.status == 404 && unknown.json?["code"] as? String == "barcodeNotFound")
    let promo = try sale.pos.send(
      "POST", "/sales/quote", json: try sale.body([["code": sale.food[0]]], extra: ["promo_code": "NOPE"]),
      token: sale.pos.cashier)
    #expect(promo.status == 400 && (promo.json?["code"] as? String)?.hasPrefix("promoCode") == true)
  }

  @Test func aCustomerMayNotQuote() throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send(
      "POST", "/sales/quote", json: try sale.body([["code": sale.food[0]]]), token: sale.pos.customer)
    #expect(response.status == 403)
  }
}
