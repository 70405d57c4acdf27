import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `/admin/stock...`: goods received and counts by the ledger's rules, anywhere for an admin, at their own shop for
/// a manager; a product's stock everywhere.
@Suite struct AdminStockTests {
  static func ledger(_ shop: AdminFixture, _ reason: String) throws -> [String] {
    try shop.server.rows("SELECT delta, actor, note FROM stock_ledger WHERE reason = '\(reason)' ORDER BY id")
  }

  static func books(_ shop: AdminFixture) throws -> [String] {
    try StockAdmin(database: shop.server.application.database, clock: .constant(shop.server.clock.now)).discrepancies()
  }

  @Test func anAdminsReceiptGoesToTheWarehouseWithALedgerRow() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    let variant = try #require(product.variants[0].id)
    let warehouse = try #require(try shop.server.rows("SELECT id FROM stock_locations WHERE kind = 'warehouse'").first)
    let change: StockChange = try shop.call(
      .receiveStock(StockChangeRequest(article: "90001", note: "накладная 17", quantity: 12)))
    #expect(
      change
        == StockChange(
          delta: 12, locationID: StockLevel.LocationID(try #require(UUID(uuidString: warehouse))), quantity: 12,
          reason: .receipt, variantID: variant))
    let admin = try #require(try shop.server.rows("SELECT id FROM users WHERE phone = '79990000099'").first)
    #expect(try Self.ledger(shop, "receipt") == ["12|staff:\(admin)|накладная 17"])
    #expect(try Self.books(shop) == [])
  }

  @Test func aCountRecordsTheDifferenceAsACorrection() throws {
    let shop = try AdminFixture()
    _ = try shop.call(.createProduct(try shop.draft()), as: AdminProduct.self)
    _ = try shop.call(.receiveStock(StockChangeRequest(article: "90001", quantity: 12)), as: StockChange.self)
    let change: StockChange = try shop.call(.correctStock(StockChangeRequest(article: "90001", quantity: 9)))
    #expect(change.delta == -3 && change.quantity == 9 && change.reason == .correction)
    #expect(try Self.ledger(shop, "correction").map { $0.split(separator: "|")[0] } == ["-3"])
    #expect(try Self.books(shop) == [])
  }

  @Test func aReceivedProductCanBeBoughtAndSearchSaysSo() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    let card = { () throws -> Int? in
      let response = try shop.send(.catalog(.product(.valid(product.id))), token: nil)
      return try JSONDecoder.meowls.decode(ProductDetail.self, from: Data(response.body)).variants.first?
        .availabilityInfo.count
    }
    #expect(try card() == 0)
    _ = try shop.call(.receiveStock(StockChangeRequest(article: "90001", quantity: 7)), as: StockChange.self)
    #expect(try card() == 7)
  }

  @Test func aManagerReceivesAtTheirOwnShopOnly() throws {
    let shop = try AdminFixture()
    _ = try shop.call(.createProduct(try shop.draft()), as: AdminProduct.self)
    let own = try shop.pos.shopID()
    let change: StockChange = try shop.call(
      .receiveStock(StockChangeRequest(article: "90001", quantity: 3)), token: shop.pos.manager)
    #expect(change.locationID.rawValue.uuidString == own)
    let other = try #require(
      try shop.server.rows("SELECT id FROM stock_locations WHERE kind = 'shop' AND id <> '\(own)' LIMIT 1").first)
    let response = try shop.send(
      .admin(
        .receiveStock(
          StockChangeRequest(
            article: "90001", locationID: StockLevel.LocationID(try #require(UUID(uuidString: other))), quantity: 3))),
      token: shop.pos.manager)
    #expect(response.status == 403 && response.code == "staffNotAssigned")
  }

  @Test func aProductsStockIsListedPerVariantEverywhere() throws {
    let shop = try AdminFixture()
    let product: AdminProduct = try shop.call(.createProduct(try shop.draft()))
    _ = try shop.call(.receiveStock(StockChangeRequest(article: "90001", quantity: 5)), as: StockChange.self)
    let stock: AdminProductStock = try shop.call(.productStock(.valid(product.id)))
    let lookup = try shop.pos.send("GET", "/stock?article=90001", token: shop.pos.manager)
    let levels = try JSONDecoder.meowls.decode(StockLookup.self, from: Data(lookup.body)).levels
    #expect(
      stock
        == AdminProductStock(
          productID: product.id,
          variants: [
            AdminProductStock.Variant(article: "90001", levels: levels, variantID: try #require(product.variants[0].id))
          ]))
    #expect(levels.first?.quantity == 5)
  }

  @Test func quantitiesOutOfRangeAndUnknownVariantsAreRefused() throws {
    let shop = try AdminFixture()
    let none = try shop.send(
      .admin(.receiveStock(StockChangeRequest(article: "90001", quantity: 1))), token: shop.admin)
    #expect(none.status == 404 && none.code == "productVariantNotFound")
    _ = try shop.call(.createProduct(try shop.draft()), as: AdminProduct.self)
    for (route, quantity) in [("receipt", 0), ("receipt", 1_000_001), ("count", -1)] {
      let body = StockChangeRequest(article: "90001", quantity: quantity)
      let response = try shop.send(
        .admin(route == "receipt" ? .receiveStock(body) : .correctStock(body)), token: shop.admin)
      #expect(response.status == 400 && response.code == "invalidQuantity", "\(route) of \(quantity)")
    }
  }
}
