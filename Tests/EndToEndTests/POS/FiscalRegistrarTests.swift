import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Every sale, return and shift report goes through the fiscal registrar; a registrar that fails loses nothing.
@Suite struct FiscalRegistrarTests {
  @Test func aSaleReceiptCarriesTheDrivesNumbersAndTheTaxServicesQR() throws {
    let sale = try SaleFixture()
    let receipt = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let fiscal = try #require(receipt.json?["fiscal"] as? NSDictionary)
    let sign = try #require(fiscal["fp"] as? String)
    // NB: document 1 of the register's drive is the shift's opening report.
    #expect(fiscal["fn"] as? String == "9999000000000001" && fiscal["fd"] as? Int == 2)
    #expect(fiscal["qr"] as? String == "t=20270115T1500&s=1000.00&fn=9999000000000001&i=2&fp=\(sign)&n=1")
    #expect(
      receipt.json?["seller"] as? NSDictionary == ["inn": "5406123450", "name": "ООО «МЯУЛС»", "taxation": "ОСН"])
    #expect((receipt.json?["lines"] as? [NSDictionary])?.first?["vat"] as? String == "20%")
  }

  @Test func aReturnIsRegisteredAsAReturnOfASale() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let returned = try sale.returnSale(token: sale.pos.manager)
    let qr = try #require((returned.json?["fiscal"] as? NSDictionary)?["qr"] as? String)
    #expect(qr.hasPrefix("t=20270115T1500&s=1000.00&fn=9999000000000001&i=3&") && qr.hasSuffix("&n=2"))
    #expect(
      try sale.server.rows("SELECT document, kind FROM fiscal_documents ORDER BY document")
        == ["1|shift_opening", "2|sale", "3|sale_return"])
  }

  @Test func closingTheShiftIsRegistered() throws {
    let sale = try SaleFixture()
    _ = try sale.pos.send("POST", "/shifts/\(sale.shift)/close", json: ["counted": []], token: sale.pos.cashier)
    #expect(
      try sale.server.rows("SELECT kind FROM fiscal_documents ORDER BY document") == ["shift_opening", "shift_closing"])
  }

  @Test func theHTMLReceiptDrawsTheQRCode() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    let html = try sale.pos.send("GET", "/receipts/1.html", token: sale.pos.cashier).text
    #expect(html.contains("<svg xmlns=\"http://www.w3.org/2000/svg\"") && html.contains("ФН 9999000000000001 · ФД 2"))
    #expect(html.contains("ИНН 5406123450") && html.contains("1\u{00A0}000,00\u{00A0}₽"))
  }

  @Test func aRegistrarFailureLeavesNoSaleNoStockChangeAndNoDrawerChange() throws {
    let registrar = SwitchableRegistrar()
    let sale = try SaleFixture(fiscalRegistrar: registrar)
    registrar.unplug()
    let response = try sale.sell([["code": sale.food[0]]], cash: 1000, card: 500)
    #expect(response.status == 503 && response.json?["code"] as? String == "fiscalRegistrarUnavailable")
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"])
    #expect(try sale.stock(sale.food[0]) == 10 && (try sale.discrepancies()).isEmpty)
    let report = try sale.pos.send("GET", "/shifts/\(sale.shift)/report", token: sale.pos.manager)
    #expect(report.json?["cash_expected"] as? Double == 5000)
    #expect(try sale.server.rows("SELECT amount_kopecks, status FROM pos_card_refunds") == ["50000|approved"])
    #expect(try sale.server.rows("SELECT COUNT(*) FROM fiscal_documents") == ["1"])
  }

  @Test func aRegistrarFailureKeepsTheShiftClosed() throws {
    let registrar = SwitchableRegistrar()
    let pos = try POSFixture(fiscalRegistrar: registrar)
    registrar.unplug()
    try pos.unlockForWork(pos.cashier)
    let response = try pos.send(
      "POST", "/shifts", json: ["register_id": try pos.registerID(), "opening_float": 100], token: pos.cashier)
    #expect(response.status == 503)
    #expect(try pos.server.rows("SELECT COUNT(*) FROM pos_shifts") == ["0"])
  }
}
