import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

/// A listing's variants carry their badges in the order the catalogue gives them, read by the variants' ids.
@Suite struct ListFormBadgesTests {
  static let product = UUID(uuidString: "00000000-0000-4000-8000-000000000001")!
  static let plain = UUID(uuidString: "00000000-0000-4000-8000-0000000000A2")!
  static let twoBadges = UUID(uuidString: "00000000-0000-4000-8000-0000000000A1")!
  static let oneBadge = UUID(uuidString: "00000000-0000-4000-8000-0000000000A3")!

  func products(_ temporary: TemporaryDatabase) throws -> [UUID: Product] {
    let database = try temporary.open(connections: 1)
    defer { database.close() }
    try Migrator(migrations: Schema.migrations, clock: .constant(Date(timeIntervalSince1970: 1_800_000_000)))
      .migrate(database)
    return try database.withConnection { connection in
      try connection.executeScript(
        """
        INSERT INTO products (id, code, name, allow_quick_buy, default_variant_article, position)
          VALUES ('\(Self.product.uuidString)', 'p', 'Корм', 1, '1', 0);
        INSERT INTO product_variants (id, product_id, article, short_name, position) VALUES
          ('\(Self.twoBadges.uuidString)', '\(Self.product.uuidString)', '1', '1 кг', 0),
          ('\(Self.plain.uuidString)', '\(Self.product.uuidString)', '2', '2 кг', 1),
          ('\(Self.oneBadge.uuidString)', '\(Self.product.uuidString)', '3', '3 кг', 2);
        INSERT INTO variant_prices (variant_id, original_kopecks, price_kopecks, discount_percent)
          SELECT id, 10000, 10000, NULL FROM product_variants;
        INSERT INTO variant_availability (variant_id, type, delivery_duration_days)
          SELECT id, 'available', NULL FROM product_variants;
        INSERT INTO badges (id, title, text, background_color, tint_color) VALUES
          ('B1', 'Хит', NULL, '#FF0000', '#FFFFFF'), ('B2', 'Новинка', 'весна', '#00FF00', '#000000'),
          ('B3', 'Скидка', NULL, '#0000FF', '#FFFFFF');
        INSERT INTO variant_badges (variant_id, badge_id, position) VALUES
          ('\(Self.twoBadges.uuidString)', 'B1', 1), ('\(Self.twoBadges.uuidString)', 'B2', 0),
          ('\(Self.oneBadge.uuidString)', 'B1', 0);
        """)
      return try CatalogStorage(images: CatalogImageURLs(publicURL: "http://test")).products([Self.product], connection)
    }
  }

  @Test func eachVariantCarriesItsOwnBadgesInTheirOrderAndAVariantWithoutBadgesNone() throws {
    let temporary = try TemporaryDatabase()
    defer { temporary.remove() }
    let variants = try #require(try products(temporary)[Self.product]).variants
    #expect(variants.map(\.article.rawValue) == ["1", "2", "3"])
    #expect(variants.map { $0.badges.map(\.title) } == [["Новинка", "Хит"], [], ["Хит"]])
    #expect(
      variants[0].badges.first
        == Badge(backgroundColor: "#00FF00", text: "весна", tintColor: "#000000", title: "Новинка"))
  }
}
