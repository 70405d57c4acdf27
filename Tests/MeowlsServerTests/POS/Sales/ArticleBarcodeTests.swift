import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct ArticleBarcodeTests {
  @Test func articleIsPaddedBehindTheRussianPrefix() {
    #expect(ArticleBarcode.code(article: "1234567")?.rawValue == "4600012345678")
    #expect(ArticleBarcode.code(article: "7")?.rawValue == EAN13(body: "460000000007")?.rawValue)
    #expect(ArticleBarcode.code(article: "123456789")?.rawValue.hasPrefix("460123456789") == true)
  }

  @Test(arguments: ["", "1234567890", "RC-1", "12 34"])
  func articlesThatAreNotOneToNineDigitsGetNoCode(_ article: String) {
    #expect(ArticleBarcode.code(article: article) == nil)
  }

  @Test func migrationBackfillsTheSameCodesAsTheSeeder() throws {
    let articles = ["1", "1234567", "20000003", "999999999", "1234567890", "RC-1"]
    let database = try SQLiteDatabase(path: ":memory:", connections: 1)
    let clock = Clock.constant(Date(timeIntervalSince1970: 0))
    try Migrator(migrations: Schema.migrations.filter { $0.version < 520 }, clock: clock).migrate(database)
    let rows = articles.enumerated().map { index, article in
      "('\(UUID().uuidString)', '\(MiniCatalogue.id("A1"))', '\(article)', '', \(index))"
    }
    try database.withConnection {
      try $0.executeScript(
        MiniCatalogue.sql + """
          ;
          INSERT INTO product_variants (id, product_id, article, short_name, position) VALUES \
          \(rows.joined(separator: ", "))
          """)
    }
    try Migrator(migrations: Schema.migrations, clock: clock).migrate(database)
    let codes = try database.withConnection { connection in
      try connection.query("SELECT article, barcode FROM product_variants ORDER BY position").map {
        [try $0.string(0): try $0.optionalString(1)]
      }
    }
    #expect(codes == articles.map { [$0: ArticleBarcode.code(article: $0)?.rawValue] })
  }
}
