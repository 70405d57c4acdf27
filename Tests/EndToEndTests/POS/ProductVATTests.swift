import Foundation
import MeowlsServer
import MeowlsTestSupport
import Synchronization
import Testing

/// Each product carries its own VAT rate (the catalogue's `vat_rate`, 20 % unless set): a receipt's lines print
/// their rate, the receipt sums the VAT per rate, the fiscal registrar gets each line's rate, and a return refunds
/// at the rate the sale printed.
@Suite struct ProductVATTests {
  @Test func theDemoCatalogueSellsVeterinaryMedicinesAt10AndTheRestAt20() throws {
    let server = try TestServer.seeded()
    let rows = try server.rows(
      """
      SELECT c.code, p.vat_rate, COUNT(*) FROM products p JOIN product_categories pc ON pc.product_id = p.id
      JOIN categories c ON c.id = pc.category_id
      WHERE c.code IN ('ot_blokh_i_kleshchey', 'ot_gelmintov', 'vitaminy_i_dobavki', 'napolniteli')
      GROUP BY c.code, p.vat_rate ORDER BY c.code
      """)
    #expect(
      rows.map { $0.split(separator: "|").prefix(2).joined(separator: "|") }
        == ["napolniteli|20%", "ot_blokh_i_kleshchey|10%", "ot_gelmintov|10%", "vitaminy_i_dobavki|20%"])
  }

  @Test func aReceiptPrintsEachLinesRateAndSumsTheVATPerRate() throws {
    let registrar = RecordingRegistrar()
    let sale = try SaleFixture(fiscalRegistrar: registrar)
    let drug = try sale.vetDrug()
    let receipt = try sale.sell([["code": sale.food[0]], ["code": drug]], cash: 2000)
    #expect(receipt.status == 200, "\(receipt.text)")
    let lines = try #require(receipt.json?["lines"] as? [NSDictionary])
    #expect(lines.map { $0["vat"] as? String } == ["20%", "10%"])
    #expect(
      receipt.json?["vat_totals"] as? NSArray
        == [["rate": "20%", "amount": 166.67], ["rate": "10%", "amount": 45.45]] as NSArray)
    #expect(registrar.saleLines.map(\.vat) == ["20%", "10%"])
    let number = try #require(receipt.json?["number"] as? Int)
    let html = try sale.pos.send("GET", "/receipts/\(number).html", token: sale.pos.cashier).text
    #expect(html.contains("в т. ч. НДС 20%</td><td class=\"amount\">166,67\u{00A0}₽"))
    #expect(html.contains("в т. ч. НДС 10%</td><td class=\"amount\">45,45\u{00A0}₽") && html.contains(" · НДС 10%"))
  }

  @Test func aReturnRefundsAtTheRateTheSalePrinted() throws {
    let sale = try SaleFixture()
    let drug = try sale.vetDrug()
    _ = try sale.sell([["code": drug]], cash: 1000)
    try sale.server.execute("UPDATE products SET vat_rate = '20%'")
    let returned = try sale.returnSale(token: sale.pos.manager)
    #expect((returned.json?["lines"] as? [NSDictionary])?.map { $0["vat"] as? String } == ["10%"])
    #expect(returned.json?["vat_totals"] as? NSArray == [["rate": "10%", "amount": 45.45]] as NSArray)
    let number = try #require(returned.json?["number"] as? Int)
    let html = try sale.pos.send("GET", "/returns/\(number).html", token: sale.pos.cashier).text
    #expect(html.contains("1 шт. · НДС 10%") && html.contains("в т. ч. НДС 10%</td><td class=\"amount\">45,45"))
  }

  @Test func aProductWithoutItsOwnRateIsAt20AndOneExemptPrintsWithoutVAT() throws {
    let sale = try SaleFixture()
    try sale.server.execute(
      "UPDATE products SET vat_rate = 'без НДС' WHERE id = (SELECT product_id FROM product_variants WHERE article = '\(sale.food[1])')"
    )
    let receipt = try sale.sell([["code": sale.food[0]], ["code": sale.food[1]]], cash: 2000)
    #expect(
      receipt.json?["vat_totals"] as? NSArray
        == [["rate": "20%", "amount": 166.67], ["rate": "без НДС", "amount": 0]] as NSArray)
    let number = try #require(receipt.json?["number"] as? Int)
    let html = try sale.pos.send("GET", "/receipts/\(number).html", token: sale.pos.cashier).text
    #expect(html.contains("Без НДС</td>") && html.contains(" · без НДС</td>"))
  }

  @Test func theCatalogueRefusesARateOutsideTheFour() throws {
    let sale = try SaleFixture()
    #expect(throws: (any Error).self) { try sale.server.execute("UPDATE products SET vat_rate = '18%'") }
  }
}

extension SaleFixture {
  /// A veterinary medicine of the demo catalogue (10 %) at 500 ₽, with stock in the shop.
  func vetDrug() throws -> String {
    let drug = try #require(try server.articles(under: "koshki/vetapteka/ot_blokh_i_kleshchey", count: 1).first)
    try server.setPrice(drug, original: 50_000, price: 50_000)
    try server.setStock(drug, 5, at: shop)
    return drug
  }
}

/// The simulated registrar, recording the lines of every sale it registers.
final class RecordingRegistrar: FiscalRegistrar {
  private let simulator = SimulatedFiscalRegistrar()
  private let lines = Mutex<[FiscalDocument.Line]>([])

  var saleLines: [FiscalDocument.Line] { lines.withLock { $0 } }

  func register(_ document: FiscalDocument, in connection: any DatabaseConnection) throws -> FiscalSignature {
    if document.kind == .sale { lines.withLock { $0 += document.lines } }
    return try simulator.register(document, in: connection)
  }
}
