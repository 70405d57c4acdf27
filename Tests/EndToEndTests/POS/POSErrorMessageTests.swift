import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Every refusal names the field and the form it expects.
@Suite struct POSErrorMessageTests {
  @Test func anOrderNumberIsAcceptedAsThePurchaseAnsweredIt() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder()
    let courier = try floor.staffID(floor.pos.courier)
    let response = try floor.pos.send(
      "POST", "/deliveries", json: ["courier_id": courier, "order_number": String(number)], token: floor.pos.manager)
    #expect(response.status == 200 && response.json?["number"] as? Int == number)
  }

  @Test func anOrderNumberThatIsNoNumberIsNamed() throws {
    let floor = try FloorFixture()
    let courier = try floor.staffID(floor.pos.courier)
    let response = try floor.pos.send(
      "POST", "/deliveries", json: ["courier_id": courier, "order_number": "№12"], token: floor.pos.manager)
    #expect(response.status == 400)
    #expect(
      response.json?["reason"] as? String
        == "Data corrupted at key 'order_number'. Expected a number, or its digits as a string (\"1000123\").")
  }

  @Test func anAmountGivenAsAStringSaysToSendANumber() throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send(
      "POST", "/shifts/\(sale.shift)/cash_in", json: ["amount": "500", "reason": "размен"], token: sale.pos.manager)
    #expect(response.status == 400)
    #expect((response.json?["reason"] as? String)?.contains("key 'amount'") == true)
    #expect((response.json?["reason"] as? String)?.contains("send a JSON number") == true)
  }

  @Test func aCashOutWithoutAReasonAsksForOne() throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send(
      "POST", "/shifts/\(sale.shift)/cash_out", json: ["amount": 100], token: sale.pos.manager)
    #expect(response.status == 400 && response.json?["code"] as? String == "reasonRequired")
    #expect((response.json?["failures"] as? [NSDictionary])?.first?["field"] as? String == "reason")
  }
}

/// Stock looked up by a product's name through the search index, beside articles and barcodes.
@Suite struct POSStockByNameTests {
  @Test func aProductIsFoundByItsName() throws {
    let floor = try FloorFixture()
    let article = floor.articles[0]
    let name = try #require(
      try floor.server.rows(
        "SELECT p.name FROM product_variants v JOIN products p ON p.id = v.product_id WHERE v.article = '\(article)'"
      ).first)
    let response = try floor.pos.send(
      "GET", "/stock?q=\(name.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")",
      token: floor.pos.cashier)
    #expect(response.status == 200 && response.json?["product_name"] as? String == name)
    #expect((response.json?["levels"] as? NSArray)?.count == 21)
  }

  @Test func aNameNothingMatchesIsNotFound() throws {
    let floor = try FloorFixture()
    let response = try floor.pos.send("GET", "/stock?q=zzqxjvw", token: floor.pos.cashier)
    #expect(response.status == 404 && response.code == "productVariantNotFound")
  }
}
