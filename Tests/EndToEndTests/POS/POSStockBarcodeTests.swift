import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `GET /pos/stock?barcode=`: the variant a scanned EAN-13 names, read as at the counter (`BarcodeLookup`).
@Suite struct POSStockBarcodeTests {
  @Test func lookupByBarcodeAnswersAsByArticle() throws {
    let floor = try FloorFixture()
    let article = floor.articles[0]
    let barcode = try #require(
      try floor.server.rows("SELECT barcode FROM product_variants WHERE article = '\(article)'").first)
    let response = try floor.pos.send("GET", "/stock?barcode=\(barcode)", token: floor.pos.courier)
    #expect(response.status == 200)
    #expect(response.json?["article"] as? String == article)
    #expect(response.json == (try floor.pos.send("GET", "/stock?article=\(article)", token: floor.pos.cashier).json))
  }

  @Test func lookupByAWeightBarcodeFindsTheVariantOfItsPLU() throws {
    let floor = try FloorFixture()
    let loose = try #require(
      try floor.server.rows(
        "SELECT p.plu, v.article FROM variant_plu_codes p JOIN product_variants v ON v.id = p.variant_id ORDER BY p.plu"
      ).first?.split(separator: "|").map(String.init))
    let code = try #require(EAN13(body: "21" + Self.fiveDigits(Int(loose[0]) ?? 0) + "00735"))
    let response = try floor.pos.send("GET", "/stock?barcode=\(code.rawValue)", token: floor.pos.cashier)
    #expect(response.status == 200)
    #expect(response.json?["article"] as? String == loose[1])
  }

  @Test func lookupByABarcodeWithAWrongCheckDigitIsRefused() throws {
    let floor = try FloorFixture()
    let barcode = try #require(
      try floor.server.rows("SELECT barcode FROM product_variants WHERE article = '\(floor.articles[0])'").first)
    let last = Int(String(barcode.last ?? "0")) ?? 0
    let misread = barcode.dropLast() + String((last + 1) % 10)
    let response = try floor.pos.send("GET", "/stock?barcode=\(misread)", token: floor.pos.cashier)
    #expect(response.status == 400 && response.code == "barcodeCheckDigitInvalid")
  }

  @Test func lookupByAnUnknownBarcodeIsNotFound() throws {
    let floor = try FloorFixture()
    let unknownPack = try #require(EAN13(body: "460999999999"))
    let unknownPLU = try #require(EAN13(body: "219999900500"))
    for code in [unknownPack.rawValue, unknownPLU.rawValue, floor.articles[0], ""] {
      let response = try floor.pos.send("GET", "/stock?barcode=\(code)", token: floor.pos.cashier)
      #expect(response.status == 404 && response.code == "barcodeNotFound", "\(code)")
    }
  }

  @Test func lookupByBarcodeIsForbiddenToCustomers() throws {
    let floor = try FloorFixture()
    let barcode = try #require(
      try floor.server.rows("SELECT barcode FROM product_variants WHERE article = '\(floor.articles[0])'").first)
    let response = try floor.pos.send("GET", "/stock?barcode=\(barcode)", token: floor.pos.customer)
    #expect(response.status == 403 && response.code == "forbidden")
  }

  private static func fiveDigits(_ value: Int) -> String {
    let text = String(value)
    return String(repeating: "0", count: max(0, 5 - text.count)) + text
  }
}
