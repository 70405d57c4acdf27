import Foundation
import MeowlsTestSupport

@testable import MeowlsServer

/// A migrated in-memory database holding `MiniCatalogue` with three variants:
/// - `1000001` of `royal-canin`, 1 кг at 549.00, sold loose too: PLU 10001 at 549.00 per kg;
/// - `1000002` of `royal-canin`, 4 кг at 1999.00, sold by the piece only;
/// - `1000003` of `kong`, at 899.90, with PLU 10002 on the scale's keyboard but no price per kg.
enum BarcodeTestDatabase {
  static let looseVariant = UUID(uuidString: "00000000-0000-0000-0000-0000000000B1")!
  static let packVariant = UUID(uuidString: "00000000-0000-0000-0000-0000000000B2")!
  static let toyVariant = UUID(uuidString: "00000000-0000-0000-0000-0000000000B3")!

  static func make() throws -> SQLiteDatabase {
    let database = try SQLiteDatabase.migrated(clock: .constant(Date(timeIntervalSince1970: 0)))
    try database.withConnection { try $0.executeScript(sql) }
    return database
  }

  static let sql =
    MiniCatalogue.sql + """
      ;
      INSERT INTO product_variants (id, product_id, article, short_name, position, barcode) VALUES
        ('\(looseVariant)', '\(MiniCatalogue.id("A1"))', '1000001', '1 кг', 0, '\(barcode("1000001"))'),
        ('\(packVariant)', '\(MiniCatalogue.id("A1"))', '1000002', '4 кг', 1, '\(barcode("1000002"))'),
        ('\(toyVariant)', '\(MiniCatalogue.id("A2"))', '1000003', 'L', 0, '\(barcode("1000003"))');
      INSERT INTO variant_prices (variant_id, original_kopecks, price_kopecks) VALUES
        ('\(looseVariant)', 54900, 54900), ('\(packVariant)', 219900, 199900), ('\(toyVariant)', 89990, 89990);
      INSERT INTO variant_plu_codes (plu, variant_id, price_per_kg_kopecks) VALUES
        (10001, '\(looseVariant)', 54900), (10002, '\(toyVariant)', NULL)
      """

  static func barcode(_ article: String) -> String {
    ArticleBarcode.code(article: article)!.rawValue
  }
}
