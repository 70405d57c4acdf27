import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// POS stock over HTTP: lookup across shops and the warehouse; receipts and counts through the ledger.
@Suite struct POSStockTests {
  @Test func lookupByArticleListsTheWarehouseThenEveryShop() throws {
    let floor = try FloorFixture()
    let article = floor.articles[0]
    let response = try floor.pos.send("GET", "/stock?article=\(article)", token: floor.pos.cashier)
    #expect(response.status == 200)
    let variant = try #require(
      try floor.server.rows("SELECT id FROM product_variants WHERE article = '\(article)'").first)
    #expect(response.json?["variant_id"] as? String == variant)
    #expect(response.json?["article"] as? String == article)
    let levels = try #require(response.json?["levels"] as? [NSDictionary])
    #expect(levels.count == 21)
    #expect(levels.prefix(2).map { $0["kind"] as? String } == ["warehouse", "shop"])
    #expect(levels.prefix(2).map { $0["quantity"] as? Int } == [10, 5])
    #expect(levels[1]["location_id"] as? String == (try floor.pos.shopID()))
    #expect(levels[1]["name"] as? String == "MEOWLS на Красном проспекте")
  }

  @Test func lookupByVariantIDAnswersTheSame() throws {
    let floor = try FloorFixture()
    let article = floor.articles[0]
    let variant = try #require(
      try floor.server.rows("SELECT id FROM product_variants WHERE article = '\(article)'").first)
    let byID = try floor.pos.send("GET", "/stock?variant_id=\(variant.lowercased())", token: floor.pos.courier)
    #expect(byID.status == 200)
    #expect(byID.json == (try floor.pos.send("GET", "/stock?article=\(article)", token: floor.pos.manager).json))
  }

  @Test func lookupWithoutAVariantOrOfAnUnknownOneIsRefused() throws {
    let floor = try FloorFixture()
    let missing = try floor.pos.send("GET", "/stock", token: floor.pos.cashier)
    #expect(missing.status == 400 && missing.code == "stockQueryRequired")
    let unknown = try floor.pos.send("GET", "/stock?article=nope", token: floor.pos.cashier)
    #expect(unknown.status == 404 && unknown.code == "productVariantNotFound")
    #expect(try floor.pos.send("GET", "/stock?article=nope", token: floor.pos.customer).code == "forbidden")
  }

  @Test func aManagersReceiptAddsUnitsWithALedgerRow() throws {
    let floor = try FloorFixture()
    let response = try floor.stock("receipts", ["article": floor.articles[0], "quantity": 12, "note": "накладная 17"])
    #expect(response.status == 200)
    let variant = try floor.server.rows("SELECT id FROM product_variants WHERE article = '\(floor.articles[0])'")
    #expect(
      response.json
        == [
          "delta": 12, "location_id": try floor.pos.shopID(), "quantity": 17, "reason": "receipt",
          "variant_id": variant.first ?? "?",
        ] as NSDictionary)
    #expect(
      try floor.server.rows("SELECT delta, actor, note, recorded_at FROM stock_ledger WHERE reason = 'receipt'")
        == ["12|staff:\(try floor.staffID(floor.pos.manager))|накладная 17|1800000000"])
    #expect(try floor.discrepancies() == [])
  }

  @Test func aCashierReceivesOnlyWithAManagersPIN() throws {
    let floor = try FloorFixture()
    let body: [String: Any] = ["article": floor.articles[0], "quantity": 3]
    #expect(try floor.stock("receipts", body, token: floor.pos.cashier).code == "managerApprovalRequired")
    #expect(try floor.stock("receipts", body, token: floor.pos.customer).code == "forbidden")
    let approved = try floor.stock("receipts", body, token: floor.pos.cashier, headers: [("X-Manager-PIN", "1111")])
    #expect(approved.status == 200 && approved.json?["quantity"] as? Int == 8)
    let manager = try floor.staffID(floor.pos.manager)
    #expect(
      try floor.server.rows("SELECT actor, note FROM stock_ledger WHERE reason = 'receipt'")
        == ["staff:\(try floor.staffID(floor.pos.cashier))|approved by staff:\(manager)"])
  }

  @Test func aReceiptOfNoUnitsIsRefused() throws {
    let floor = try FloorFixture()
    let response = try floor.stock("receipts", ["article": floor.articles[0], "quantity": 0])
    #expect(response.status == 400 && response.code == "invalidQuantity")
  }

  @Test(arguments: ["receipts", "corrections"])
  func aQuantityAboveAMillionUnitsIsRefusedAndChangesNothing(_ kind: String) throws {
    let floor = try FloorFixture()
    for quantity in [1_000_001, Int.max] {
      let response = try floor.stock(kind, ["article": floor.articles[0], "quantity": quantity])
      #expect(response.status == 400 && response.code == "invalidQuantity", "\(kind) \(quantity)")
    }
    #expect(try floor.shopStock(floor.articles[0]) == 5)
    #expect(try floor.discrepancies() == [])
  }

  @Test func aCountRecordsTheDifferenceAsACorrection() throws {
    let floor = try FloorFixture()
    let response = try floor.stock(
      "corrections", ["article": floor.articles[0], "quantity": 2, "note": "повреждены при разгрузке"])
    #expect(response.json?["delta"] as? Int == -3 && response.json?["quantity"] as? Int == 2)
    #expect(response.json?["reason"] as? String == "correction")
    #expect(try floor.shopStock(floor.articles[0]) == 2)
    #expect(
      try floor.server.rows("SELECT delta, note FROM stock_ledger WHERE actor LIKE 'staff:%'")
        == ["-3|повреждены при разгрузке"])
    #expect(try floor.discrepancies() == [])
  }

  @Test func aCountBelowZeroIsRefused() throws {
    let floor = try FloorFixture()
    let response = try floor.stock("corrections", ["article": floor.articles[0], "quantity": -1])
    #expect(response.status == 400 && response.code == "invalidQuantity")
    #expect(try floor.shopStock(floor.articles[0]) == 5)
  }

  @Test func changesNeedAVariant() throws {
    let floor = try FloorFixture()
    #expect(try floor.stock("corrections", ["quantity": 1]).code == "stockQueryRequired")
    #expect(try floor.stock("receipts", ["article": "nope", "quantity": 1]).status == 404)
  }

  @Test func aManagerChangesOnlyTheirOwnShop() throws {
    let floor = try FloorFixture()
    let other = try floor.stock(
      "receipts", ["article": floor.articles[0], "quantity": 1, "location_id": try floor.otherShop()])
    #expect(other.status == 403 && other.code == "staffNotAssigned")
    let unknown = try floor.stock(
      "receipts", ["article": floor.articles[0], "quantity": 1, "location_id": UUID().uuidString])
    #expect(unknown.status == 404 && unknown.code == "stockLocationNotFound")
    let own = try floor.stock(
      "receipts", ["article": floor.articles[0], "quantity": 1, "location_id": try floor.pos.shopID()])
    #expect(own.status == 200)
  }

  @Test func anAdminWithoutAShopNamesTheLocation() throws {
    let floor = try FloorFixture()
    _ = try floor.pos.admin().addStaff(role: .admin, phone: "79990000006", password: DemoStaff.password)
    let admin = try #require(try floor.server.posLogin("79990000006").token)
    let body: [String: Any] = ["article": floor.articles[0], "quantity": 4]
    #expect(try floor.stock("corrections", body, token: admin).code == "stockLocationNotFound")
    var named = body
    named["location_id"] = try floor.otherShop()
    #expect(try floor.stock("corrections", named, token: admin).json?["quantity"] as? Int == 4)
  }
}

extension FloorFixture {
  /// `POST /pos/stock/<kind>` (by the manager unless given).
  func stock(
    _ kind: String, _ body: [String: Any], token: String? = nil, headers: [(String, String)] = []
  ) throws -> RawHTTPResponse {
    try pos.send("POST", "/stock/\(kind)", json: body, token: token ?? pos.manager, headers: headers)
  }
}
