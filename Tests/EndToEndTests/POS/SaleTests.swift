import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct SaleTests {
  @Test func aCashSaleAnswersTheReceiptWithChange() throws {
    let sale = try SaleFixture()
    let id = "7A1F3C2E-0000-4000-8000-000000000001"
    let response = try sale.sell([["code": sale.food[0], "count": 2], ["code": sale.food[1]]], cash: 3000, id: id)
    #expect(response.status == 200)
    let cashier = try sale.pos.staffID(sale.pos.cashier)
    let sign = (response.json?["fiscal"] as? NSDictionary)?["fp"] as? String ?? "?"
    #expect(
      response.json
        == [
          "cashier": ["id": cashier, "name": "Кирилл"], "change": 666.67, "discounts": [], "id": id,
          "fiscal": [
            "fd": 2, "fn": "9999000000000001", "fp": sign,
            "qr": "t=20270115T1500&s=2333.33&fn=9999000000000001&i=2&fp=\(sign)&n=1",
          ],
          "seller": ["inn": "5406123450", "name": "ООО «МЯУЛС»", "taxation": "ОСН"],
          "issued_at": "2027-01-15T08:00:00Z",
          "lines": [
            [
              "article": sale.food[0], "count": 2, "discount": 0, "gross": 2000, "name": try sale.name(sale.food[0]),
              "total": 2000, "unit_price": 1000, "vat": "20%",
            ],
            [
              "article": sale.food[1], "count": 1, "discount": 0, "gross": 333.33, "name": try sale.name(sale.food[1]),
              "total": 333.33, "unit_price": 333.33, "vat": "20%",
            ],
          ],
          "number": 1, "payments": [["amount": 2333.33, "received": 3000, "tender": "cash"]],
          "register": ["id": try sale.pos.registerID(), "name": "Касса 1"],
          "shop": ["id": try sale.pos.shopID(), "name": "MEOWLS на Красном проспекте"],
          "shop_address": "Красный проспект, 101", "subtotal": 2333.33, "total": 2333.33,
          "vat_totals": [["amount": 388.89, "rate": "20%"]],
        ] as NSDictionary)
  }

  @Test func aSaleTakesStockOutOfTheRegistersShopThroughTheLedger() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": sale.food[0], "count": 3]], cash: 3000)
    #expect(try sale.stock(sale.food[0]) == 7)
    #expect(
      try sale.server.rows(
        "SELECT delta, reason, note FROM stock_ledger WHERE reason = 'sale' AND location_id = '\(sale.shop.uuidString)'"
      )
        == ["-3|sale|receipt 1"])
    #expect(try sale.discrepancies().isEmpty)
  }

  @Test func aCardSaleRecordsTheAuthorizationCode() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0]]], card: 1000)
    let payment = (response.json?["payments"] as? [NSDictionary])?.first
    #expect(response.status == 200 && payment?["tender"] as? String == "card" && payment?["amount"] as? Double == 1000)
    #expect((payment?["authorization_code"] as? String)?.count == 6)
  }

  @Test func aDeclinedCardRecordsNothing() throws {
    let sale = try SaleFixture()
    try sale.server.setPrice(sale.food[0], original: 100_013, price: 100_013)
    let response = try sale.sell([["code": sale.food[0]]], card: 1000.13)
    #expect(response.status == 400 && response.json?["code"] as? String == "cardDeclined")
    #expect(try sale.stock(sale.food[0]) == 10)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"])
  }

  @Test func splitTenderTakesTheCardAndTheRestInCashWithChange() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0], "count": 2]], cash: 1500, card: 1000)
    #expect(response.json?["change"] as? Double == 500)
    #expect(
      (response.json?["payments"] as? [NSDictionary])?.map { "\($0["tender"]!) \($0["amount"]!)" }
        == ["card 1000", "cash 1000"])
    let report = try sale.pos.send("GET", "/shifts/\(sale.shift)/report", token: sale.pos.manager)
    #expect(report.json?["cash_expected"] as? Double == 6000)
  }

  @Test func notEnoughMoneyIsRefused() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.food[0]]], cash: 500, card: 400)
    #expect(response.status == 400 && response.json?["code"] as? String == "notEnoughCash")
  }

  @Test func aWeightBarcodeSellsTheLooseGoodByWeight() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.weightBarcode(grams: 735)]], cash: 500)
    let line = (response.json?["lines"] as? [NSDictionary])?.first
    #expect(response.status == 200)
    #expect(
      line?["grams"] as? Int == 735 && line?["unit_price"] as? Double == 549 && line?["total"] as? Double == 403.52)
  }

  @Test func weighedSalesOpenWholePacksOnlyWhenTheBinRunsShort() throws {
    let sale = try SaleFixture()
    _ = try sale.sell([["code": String(sale.loose.plu), "grams": 350]], cash: 500)
    #expect(try sale.stock(sale.loose.article) == 2)
    _ = try sale.sell([["code": sale.loose.article, "grams": 650]], cash: 500)
    #expect(try sale.stock(sale.loose.article) == 2)
    _ = try sale.sell([["code": sale.weightBarcode(grams: 1200)]], cash: 1000)
    #expect(try sale.stock(sale.loose.article) == 0)
    #expect(try sale.server.rows("SELECT grams FROM pos_loose_remainders") == ["800"])
    #expect(try sale.discrepancies().isEmpty)
  }

  @Test func aLinePickedByVariantIdSellsThatVariant() throws {
    let sale = try SaleFixture()
    let variant = try sale.server.rows("SELECT id FROM product_variants WHERE article = '\(sale.food[1])'")[0]
    let response = try sale.sell([["variant_id": variant, "count": 3]], cash: 1000)
    #expect((response.json?["lines"] as? [NSDictionary])?.first?["total"] as? Double == 999.99)
  }

  @Test(arguments: [0, 1])
  func aLineNeedsACodeOrAVariantButNotBoth(index: Int) throws {
    let sale = try SaleFixture()
    let lines: [[String: Any]] =
      index == 0 ? [["count": 1]] : [["code": sale.food[0], "variant_id": "00000000-0000-0000-0000-000000000000"]]
    let response = try sale.sell(lines, cash: 5000)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidSaleLine")
  }

  @Test func aCountOnAWeighedLineIsRefused() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": sale.weightBarcode(grams: 100), "count": 2]], cash: 500)
    #expect(response.status == 400 && response.json?["code"] as? String == "invalidSaleLine")
  }

  @Test func anUnknownCodeIsNotFound() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([["code": "no-such-article"]], cash: 500)
    #expect(response.status == 404 && response.json?["code"] as? String == "barcodeNotFound")
  }

  @Test func anEmptyBasketIsRefused() throws {
    let sale = try SaleFixture()
    let response = try sale.sell([], cash: 500)
    #expect(response.status == 400 && response.json?["code"] as? String == "basketIsEmpty")
  }

  @Test func moreThanTheShopHoldsIsRefusedAndChargesNothing() throws {
    let sale = try SaleFixture(stock: 2)
    let response = try sale.sell([["code": sale.food[0], "count": 3]], card: 3000)
    #expect(response.status == 400)
    #expect(
      response.json
        == [
          "code": "itemsNotAvailableWithSetCount",
          "reason": "Some items are not available in the shop in the specified quantity.",
          "failures": [["field": sale.food[0], "failure": "available in quantity 2 items"]],
        ] as NSDictionary)
    #expect(try sale.stock(sale.food[0]) == 2 && (try sale.server.rows("SELECT COUNT(*) FROM pos_sales")) == ["0"])
  }

  @Test func aRegisterWithoutAnOpenShiftCannotSell() throws {
    let sale = try SaleFixture()
    _ = try sale.pos.send("POST", "/shifts/\(sale.shift)/close", json: ["counted": []], token: sale.pos.cashier)
    let response = try sale.sell([["code": sale.food[0]]], cash: 1000)
    #expect(response.status == 409 && response.json?["code"] as? String == "shiftNotOpen")
  }

  @Test func salesAreForbiddenToCouriersAndCustomers() throws {
    let sale = try SaleFixture()
    for token in [sale.pos.courier, sale.pos.customer] {
      let response = try sale.sell([["code": sale.food[0]]], cash: 1000, token: token)
      #expect(response.status == 403 && response.json?["code"] as? String == "forbidden")
    }
  }

  @Test func aRegisterOfAnotherShopIsNotFound() throws {
    let sale = try SaleFixture()
    let response = try sale.pos.send(
      "POST", "/sales",
      json: try sale.body([["code": sale.food[0]]], cash: 1000).merging(
        ["register_id": try sale.pos.foreignRegisterID()]) { $1 }, token: sale.pos.cashier)
    #expect(response.status == 404 && response.json?["code"] as? String == "registerNotFound")
  }
}
