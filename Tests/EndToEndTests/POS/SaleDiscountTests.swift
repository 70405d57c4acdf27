import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct SaleDiscountTests {
  @Test func aDiscountOfTenPercentNeedsNoManager() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0], "discount": ["percent": 10]]], cash: 900)
    #expect(response.status == 200 && response.json?["total"] as? Double == 900)
  }

  @Test func aCashierDiscountAboveTenPercentNeedsAManagersPIN() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0], "discount": ["percent": 15]]], cash: 1000)
    #expect(response.status == 403 && response.json?["code"] as? String == "managerApprovalRequired")
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"])
  }

  @Test func theManagersPINApprovesItAndIsRecorded() throws {
    let sale = try SaleFixture()
    let response = try sale.sell(
      [["code": sale.food[0]]], cash: 1000, extra: ["discount": ["amount": 200]],
      headers: [("X-Manager-PIN", "1111")])
    #expect(response.status == 200 && response.json?["total"] as? Double == 800)
    #expect(
      try sale.server.rows("SELECT u.role FROM pos_sales s JOIN users u ON u.id = s.approved_by") == ["manager"])
  }

  @Test func aWrongManagerPINIsRefused() throws {
    let sale = try SaleFixture()
    let response = try sale.sell(
      [["code": sale.food[0], "discount": ["percent": 50]]], cash: 1000, headers: [("X-Manager-PIN", "2222")])
    #expect(response.status == 403 && response.json?["code"] as? String == "pinIncorrect")
  }

  @Test func aManagerGivesALargeDiscountWithoutAPIN() throws {
    let sale = try SaleFixture()
    let response = try sale.sell(
      [["code": sale.food[0], "discount": ["percent": 50]]], cash: 500, token: sale.pos.manager)
    #expect(response.status == 200 && response.json?["total"] as? Double == 500)
  }

  @Test func aDiscountWithBothAmountAndPercentIsRefused() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0], "discount": ["percent": 5, "amount": 5]]], cash: 1000)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidDiscount")
  }

  @Test func aPromoCodeTakesItsDiscountAndIsPrinted() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0]]], cash: 900, extra: ["promo_code": "meow10"])
    #expect(response.json?["total"] as? Double == 900)
    #expect(
      response.json?["discounts"] as? [NSDictionary] == [["amount": 100, "kind": "promo", "title": "Промокод MEOW10"]])
  }

  @Test func anUnknownPromoCodeIsRefused() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0]]], cash: 1000, extra: ["promo_code": "NOPE"])
    #expect(response.status == 400 && response.json?["code"] as? String == "promoCodeNotFound")
  }

  @Test func aSaleToACustomerShowsInTheirOrders() throws {
    let sale = try SaleFixture()
    let response = try sale.sell(
      [["code": sale.food[0], "count": 2]], card: 1800,
      extra: ["customer_phone": "+7 (913) 913-91-13", "promo_code": "MEOW10"])
    #expect(response.status == 200)
    let orders = try sale.server.get("/api/v1/orders", token: sale.pos.customer)
    let order = (orders.json?["results"] as? [NSDictionary])?.first
    #expect(order?["status_code"] as? String == "COMPLETED")
    #expect(
      try sale.server.rows("SELECT delivery_type, paid, payment_type, stock_location_id FROM orders")
        == ["self_pickup|1|card|\(sale.shop.uuidString)"])
    #expect(try sale.stock(sale.food[0]) == 8)
  }

  @Test func anUnknownCustomerPhoneIsNotFound() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0]]], cash: 1000, extra: ["customer_phone": "79000000000"])
    #expect(response.status == 404 && response.json?["code"] as? String == "customerNotFound")
  }
}
