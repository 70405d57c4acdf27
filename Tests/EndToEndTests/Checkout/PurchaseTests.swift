import Foundation
import MeowlsTestSupport
import Testing

@Suite struct PurchaseTests {
  @Test func aCourierPurchaseStoresTheOrderTakesWarehouseStockAndEmptiesTheCart() throws {
    let fixture = try CheckoutFixture()
    let shop = fixture.shop
    _ = try shop.update([(shop.cat[0], 2), (shop.dog, 1)])
    let response = try fixture.purchase(
      CheckoutFixture.body(try fixture.courier(), payment: "cash", comment: "Домофон не работает"))
    #expect(response.status == 200)
    #expect(response.json == ["order_number": "1000001"])
    #expect(response.header("Idempotent-Replayed") == nil)
    #expect(try fixture.stock(shop.cat[0]) == 8)
    #expect(try fixture.stock(shop.dog) == 9)
    #expect(try fixture.discrepancies() == [])
    #expect((try shop.current().json?["items"] as? [Any])?.isEmpty == true)
    #expect(
      try fixture.server.rows(
        "SELECT number, status_code, paid, payment_type, comment, order_date, delivery_type, delivery_date, formatted_address FROM orders"
      ) == [
        "1000001|IN_PROGRESS|0|cash|Домофон не работает|2027-01-15|courier|2027-01-16|Новосибирск, улица Ленина, 1, 12"
      ])
    #expect(
      try fixture.server.rows("SELECT type, value_kopecks FROM order_summaries ORDER BY position") == [
        "ITEMS_WITHOUT_DISCOUNT|250000", "DELIVERY|3900", "TOTAL|253900",
      ])
    #expect(
      try fixture.server.rows(
        "SELECT reason, delta, actor LIKE 'user:%', order_id IS NOT NULL FROM stock_ledger WHERE reason = 'order' ORDER BY delta"
      )
        == ["order|-2|1|1", "order|-1|1|1"])
    #expect(try fixture.server.rows("SELECT kind FROM jobs WHERE subject IS NOT NULL") == ["pay_order"])
  }
}
