import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct ReceiptTests {
  @Test func theReceiptIsReadBackByItsNumber() throws {
    let sale = try SaleFixture()
    let sold = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let response = try sale.pos.send("GET", "/receipts/1", token: sale.pos.manager)
    #expect(response.status == 200 && response.body == sold.body)
  }

  @Test func theReceiptPrintsAsAnEightyMillimetrePage() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let response = try sale.pos.send("GET", "/receipts/1.html", token: sale.pos.cashier)
    #expect(response.status == 200 && response.header("Content-Type") == "text/html; charset=utf-8")
    #expect(response.text.contains("№ 1 · 15.01.2027 15:00") && response.text.contains("80mm"))
    #expect(response.text.contains("Кассовый чек · Приход") && response.text.contains("Кассир: Кирилл"))
  }

  @Test(arguments: ["/receipts/2", "/receipts/2.html", "/receipts/чек"])
  func anUnknownReceiptIsNotFound(path: String) throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let response = try sale.pos.send("GET", path, token: sale.pos.cashier)
    #expect(response.status == 404 && response.json?["code"] as? String == "receiptNotFound")
  }

  @Test func aCashierOfAnotherShopOfTheChainReadsTheReceiptToTakeItBack() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let own = try sale.pos.send("GET", "/receipts/1", token: sale.pos.cashier)
    let response = try sale.pos.send("GET", "/receipts/1", token: try sale.pos.otherShopCashier())
    #expect(response.status == 200 && response.text == own.text)
  }

  @Test func receiptsAreForbiddenToCustomers() throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send("GET", "/receipts/1", token: sale.pos.customer)
    #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
  }
}
