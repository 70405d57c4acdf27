import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

@Suite struct POSBasketPromoTests {
  static let now = Date(timeIntervalSince1970: 1_749_981_600)  // 2025-06-15
  static let food = Product.ID(uuidString: MiniCatalogue.id("A1"))!
  static let toy = Product.ID(uuidString: MiniCatalogue.id("A2"))!

  func database() throws -> SQLiteDatabase {
    let database = try BarcodeTestDatabase.make()
    try database.withConnection {
      try $0.executeScript(
        """
        INSERT INTO promo_codes (id, code, code_key, kind, value, is_active, scope, once_per_user, created_at)
        VALUES ('00000000-0000-0000-0000-0000000000F1', 'Toys5', 'TOYS5', 'percent', 5, 1, 'products', 0, 0);
        INSERT INTO promo_code_products (promo_code_id, product_id)
        VALUES ('00000000-0000-0000-0000-0000000000F1', '\(MiniCatalogue.id("A2"))')
        """)
    }
    return database
  }

  @Test func loadsTheRuleWithTheProductsItCovers() throws {
    let promo = try database().withConnection {
      try POSBasket.Promo.load(code: "toys5 ", products: [Self.food, Self.toy], customer: nil, now: Self.now, in: $0)
    }
    #expect(promo.rule.code == "Toys5")
    #expect(promo.context == PromoCodeContext(eligibleProducts: [Self.toy], today: "2025-06-15", usedByUser: false))
  }

  @Test func unknownCodeIsNotFound() throws {
    #expect(throws: PromoCodeError.notFound) {
      try database().withConnection {
        try POSBasket.Promo.load(code: "NOPE", products: [Self.food], customer: nil, now: Self.now, in: $0)
      }
    }
  }
}
