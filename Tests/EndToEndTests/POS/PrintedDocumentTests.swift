import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Every money event leaves a document: a return's receipt, X and Z reports, retrievable and printable.
@Suite struct PrintedDocumentTests {
  @Test func aReturnsReceiptIsRetrievedAsAnsweredAndPrintsAsAReturnOfASale() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.weightBarcode(grams: 735)]], cash: 1000)
    let returned = try sale.returnSale(token: sale.pos.manager)
    let number = try #require(returned.json?["number"] as? Int)
    let stored = try sale.pos.send("GET", "/returns/\(number)", token: sale.pos.cashier)
    #expect(stored.status == 200 && stored.body == returned.body)
    let html = try sale.pos.send("GET", "/returns/\(number).html", token: sale.pos.cashier)
    #expect(html.status == 200 && html.header("Content-Type") == "text/html; charset=utf-8")
    #expect(html.text.contains("Кассовый чек · Возврат прихода") && html.text.contains("по чеку № 1"))
    #expect(html.text.contains("0,735\u{00A0}кг") && html.text.contains("403,52\u{00A0}₽"))
    #expect(html.text.contains("Кассир: Марина") && html.text.contains("ИНН 5406123450") && html.text.contains("<svg"))
  }

  @Test(arguments: ["/returns/1", "/returns/99", "/returns/возврат.html"])
  func anUnknownReturnIsNotFound(path: String) throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let response = try sale.pos.send("GET", path, token: sale.pos.cashier)
    #expect(response.status == 404 && response.json?["code"] as? String == "receiptNotFound")
  }

  @Test func theZReportPrintsExpectedCountedAndTheDifference() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    _ = try sale.pos.send(
      "POST", "/shifts/\(sale.shift)/close", json: ["counted": [["tender": "cash", "amount": 5990]]],
      token: sale.pos.cashier)
    let html = try sale.pos.send("GET", "/shifts/\(sale.shift)/report.html", token: sale.pos.cashier)
    #expect(html.status == 200 && html.text.contains("Отчёт о закрытии смены (Z)"))
    #expect(html.text.contains("Наличные: ожидается</td><td class=\"amount\">6\u{00A0}000,00\u{00A0}₽"))
    #expect(html.text.contains("Наличные: расхождение</td><td class=\"amount\">−10,00\u{00A0}₽"))
  }

  @Test func aCashiersPrintedXReportStaysBlind() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let html = try sale.pos.send("GET", "/shifts/\(sale.shift)/report.html", token: sale.pos.cashier).text
    #expect(html.contains("Отчёт без гашения (X)") && !html.contains("ожидается") && html.contains("Слепой пересчёт"))
    let managers = try sale.pos.send("GET", "/shifts/\(sale.shift)/report.html", token: sale.pos.manager).text
    #expect(managers.contains("В кассе ожидается"))
  }
}
