import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A CSV price and stock list: `;` in Windows-1251 or `,` in UTF-8, rows by article or barcode, refused whole on a
/// bad row, a repeat that changes nothing.
@Suite struct PriceListImportTests {
  /// The text in Windows-1251 (Cyrillic letters only, as the tests write them).
  static func cp1251(_ text: String) -> Data {
    Data(
      text.unicodeScalars.map { scalar -> UInt8 in
        switch scalar.value {
        case 0x0410...0x044F: UInt8(scalar.value - 0x0410 + 0xC0)
        case 0x0401: 0xA8
        case 0x0451: 0xB8
        default: UInt8(truncatingIfNeeded: scalar.value)
        }
      })
  }

  func imported() throws -> ImportFixture {
    let shop = try ImportFixture()
    _ = try shop.yml(ImportFixture.feed(offers: 30))
    return shop
  }

  @Test func aSemicolonListInWindows1251SetsPricesAndStock() throws {
    let shop = try imported()
    let list = Self.cp1251(
      "Артикул;Наименование;Цена;Старая цена;Остаток\r\nA1;Корм;1 299,50;1500;7\r\nA2;Мяч;99;;0\r\n")
    let dry = try shop.prices(list, dryRun: true)
    #expect(dry.prices.updated == 2 && !dry.applied)
    let report = try shop.prices(list)
    #expect(report.applied && report.prices.updated == 2 && report.stock.changed == 2)
    let variant = "(SELECT id FROM product_variants WHERE article = 'A1')"
    #expect(try shop.count("SELECT price_kopecks FROM variant_prices WHERE variant_id = \(variant)") == 129_950)
    #expect(try shop.count("SELECT original_kopecks FROM variant_prices WHERE variant_id = \(variant)") == 150_000)
    #expect(try shop.count("SELECT COUNT(*) FROM admin_audit_log WHERE action = 'catalog.prices'") == 1)
  }

  @Test func aCommaListInUTF8MatchesByBarcode() throws {
    let shop = try imported()
    let list = Data("barcode,price,stock\n\(ImportFixture.ean(3)),\"55,10\",12\n".utf8)
    let report = try shop.prices(list)
    #expect(report.prices.updated == 1 && report.stock.changed == 1)
    #expect(
      try shop.count(
        "SELECT price_kopecks FROM variant_prices WHERE variant_id = (SELECT id FROM product_variants WHERE article = 'A3')"
      )
        == 5_510)
  }

  @Test func aRepeatedListChangesNothing() throws {
    let shop = try imported()
    let list = Data("article;price;quantity\nA1;10.00;3\n".utf8)
    _ = try shop.prices(list)
    let before = try shop.marks()
    let report = try shop.prices(list)
    #expect(!report.applied && report.changesTotal == 0)
    #expect(try shop.marks() == before)
  }

  @Test func aBadRowRefusesTheWholeListNamingLineAndField() throws {
    let shop = try imported()
    let before = try shop.marks()
    let list = Data("артикул;цена\nA1;10\nA2;12,3,4\nNOPE;5\n".utf8)
    #expect {
      try shop.prices(list)
    } throws: { error in
      guard case ImportError.rejected(let errors, _) = error else { return false }
      return errors.map(\.description) == [
        "line 3, field цена: \"12,3,4\" is not a price", "line 4, field артикул: no variant has the article \"NOPE\"",
      ]
    }
    #expect(try shop.marks() == before)
  }

  @Test func aListWithoutKnownColumnsIsUnreadable() throws {
    let shop = try imported()
    #expect(throws: ImportError.self) { try shop.prices(Data("name;colour\nA;B\n".utf8)) }
  }
}
