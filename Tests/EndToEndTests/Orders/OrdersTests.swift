import Foundation
import MeowlsTestSupport
import Testing

@Suite struct OrdersTests {
  func get(_ fixture: CheckoutFixture, _ path: String, token: String? = nil, language: String? = nil) throws
    -> RawHTTPResponse
  {
    try fixture.server.send("GET", path, token: token ?? fixture.token, language: language)
  }

  @Test func theListIsNewestFirstAndPaginated() throws {
    let fixture = try CheckoutFixture(courierMinimum: .zero)
    let empty = try get(fixture, "/api/v1/orders")
    #expect(empty.json == ["results": [], "pagination_info": ["page": 1, "per_page": 20, "total_count": 0]])
    for article in fixture.shop.cat { _ = try fixture.order([(article, 1)]) }
    let first = try get(fixture, "/api/v1/orders?page=1&per_page=2")
    #expect((first.json?["results"] as? [NSDictionary])?.map { $0["number"] as? Int } == [1_000_003, 1_000_002])
    #expect(
      first.json?["pagination_info"] as? NSDictionary == ["page": 1, "per_page": 2, "total_count": 3, "next_page": 2])
    let second = try get(fixture, "/api/v1/orders?page=2&per_page=2")
    #expect((second.json?["results"] as? [NSDictionary])?.map { $0["number"] as? Int } == [1_000_001])
  }

  @Test func anOrderInListFormIsItsSnapshotWithCurrentPictures() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 2), (fixture.shop.dog, 1)])
    let order = (try get(fixture, "/api/v1/orders").json?["results"] as? [NSDictionary])?.first
    let detail = try get(fixture, "/api/v1/orders/1000001").json
    let items = detail?["items"] as? [NSDictionary] ?? []
    #expect(
      order == [
        "id": detail?["id"] ?? "?", "number": 1_000_001, "status_code": "IN_PROGRESS", "status": "Новый",
        "order_date": "2027-01-15", "paid": false, "can_be_paid_online": false, "cancelable": true,
        "repeat_allowed": true,
        "summaries": [
          summary("Товары без скидки", "ITEMS_WITHOUT_DISCOUNT", 2500), summary("Доставка", "DELIVERY", 39),
          summary("Итого:", "TOTAL", 2539),
        ],
        "items_previews": items.map { ["id": $0["id"] ?? "?", "image": $0["image"] ?? "?"] },
      ])
  }

  @Test func theDetailOfACourierOrder() throws {
    let fixture = try CheckoutFixture()
    let lines = [(fixture.shop.cat[0], 2), (fixture.shop.dog, 1)]
    let cart = try fixture.shop.update(lines)
    let body = CheckoutFixture.body(try fixture.courier(), payment: "cash", comment: "Позвоните заранее")
    #expect(try fixture.purchase(body).status == 200)
    let detail = try get(fixture, "/api/v1/orders/1000001")
    #expect(detail.status == 200)
    var items = (try fixture.shop.expected(cart, lines, summaries: []))["items"] as? [NSDictionary] ?? []
    // The lines show today's stock: what the order left in the warehouse.
    items = items.map { item in
      let copy = item.mutableCopy() as! NSMutableDictionary
      let info = (item["availability_info"] as! NSDictionary).mutableCopy() as! NSMutableDictionary
      info["count"] = 10 - (item["count"] as! Int)
      copy["availability_info"] = info
      return copy
    }
    #expect(
      detail.json == [
        "id": detail.json?["id"] ?? "?", "number": 1_000_001, "status_code": "IN_PROGRESS", "status": "Новый",
        "order_date": "2027-01-15", "paid": false, "can_be_paid_online": false, "cancelable": true,
        "repeat_allowed": true, "payment_type": "cash", "comment": "Позвоните заранее",
        "client": [
          "surname": "Userson", "name": "User", "patronymic": "Usersed", "email": "user@example.com",
          "phone": TestServer.phone,
        ],
        "items": items,
        "summaries": [
          summary("Товары без скидки", "ITEMS_WITHOUT_DISCOUNT", 2500), summary("Доставка", "DELIVERY", 39),
          summary("Итого:", "TOTAL", 2539),
        ],
        "delivery": [
          "type": "courier", "delivery_date": "16.01.2027", "delivery_time_interval": try fixture.interval("10:00"),
          "address": [
            "city": ["id": CheckoutFixture.novosibirsk, "name": "Новосибирск"], "street": "улица Ленина", "house": "1",
            "flat": "12", "formatted": "Новосибирск, улица Ленина, 1, 12",
          ],
        ],
      ])
  }

  @Test func theDetailOfAPickupOrderNamesItsShop() throws {
    let fixture = try CheckoutFixture()
    let shop = try fixture.shops()[0]
    try fixture.server.setStock(fixture.shop.dog, 5, at: UUID(uuidString: shop))
    _ = try fixture.shop.update([(fixture.shop.dog, 1)])
    #expect(try fixture.purchase(CheckoutFixture.body(fixture.pickup(shop))).status == 200)
    let delivery = try get(fixture, "/api/v1/orders/1000001").json?["delivery"] as? NSDictionary
    let point =
      (try fixture.server.request(
        "GET", "/api/v1/checkout/pickup_points",
        headers: [("Authorization", "Token \(fixture.token)"), ("X-City-Id", CheckoutFixture.novosibirsk)]
      ).jsonValue as? [NSDictionary])?.first?.mutableCopy() as? NSMutableDictionary
    point?["holds_whole_cart"] = nil
    #expect(delivery == ["type": "self_pickup", "pickup_point": point ?? [:]])
  }

  @Test func pricesAndNamesStayAsBought() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 1)])
    let before = try get(fixture, "/api/v1/orders/1000001").json
    try fixture.server.setPrice(fixture.shop.cat[0], original: 500_000, price: 400_000, discount: 20)
    _ = try fixture.server.rows(
      "UPDATE products SET name = 'Переименован' WHERE id = (SELECT product_id FROM product_variants WHERE article = '\(fixture.shop.cat[0])')"
    )
    let after = try get(fixture, "/api/v1/orders/1000001").json
    let item = { (json: NSDictionary?) in (json?["items"] as? [NSDictionary])?.first }
    #expect(item(after)?["price"] as? NSDictionary == ["original_price": 1000, "price": 1000])
    #expect(item(after)?["product_name"] as? String == item(before)?["product_name"] as? String)
    #expect(after?["summaries"] as? [NSDictionary] == before?["summaries"] as? [NSDictionary])
  }

  @Test func onlyTheOwnerSeesAnOrder() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 1)])
    let stranger = try fixture.server.registeredToken(["phone": "79130000002", "email": "s@example.com"])
    let invalid: NSDictionary = ["code": "invalidOrderNumber", "reason": "Invalid order number. Order not found."]
    for token in [stranger, fixture.token] {
      let number = token == stranger ? "1000001" : "1000002"
      #expect(try get(fixture, "/api/v1/orders/\(number)", token: token).json == invalid)
      #expect(try fixture.server.send("POST", "/api/v1/orders/\(number)/cancel", token: token).json == invalid)
      #expect(try fixture.server.send("POST", "/api/v1/orders/\(number)/repeat", token: token).json == invalid)
    }
    #expect((try get(fixture, "/api/v1/orders", token: stranger).json?["results"] as? [Any])?.isEmpty == true)
    #expect(try fixture.stock(fixture.shop.cat[0]) == 9)
  }

  @Test func aNumberThatIsNoNumberHasTheContractsCodes() throws {
    let fixture = try CheckoutFixture()
    #expect(try get(fixture, "/api/v1/orders/abc").json?["code"] as? String == "orderNumberRequired")
    #expect(
      try fixture.server.send("POST", "/api/v1/orders/abc/repeat", token: fixture.token).json?["code"] as? String
        == "orderNumberRequired")
    #expect(
      try fixture.server.send("POST", "/api/v1/orders/abc/cancel", token: fixture.token).json
        == ["code": "orderIdRequired", "reason": "Order ID query parameter is required."])
    #expect(try fixture.server.send("GET", "/api/v1/orders").status == 401)
  }

  @Test func statusNamesFollowTheLanguage() throws {
    let fixture = try CheckoutFixture()
    _ = try fixture.order([(fixture.shop.cat[0], 1)])
    let english = try get(fixture, "/api/v1/orders/1000001", language: "en").json
    #expect(english?["status"] as? String == "New")
    #expect(
      (english?["summaries"] as? [NSDictionary])?.map { $0["name"] as? String } == [
        "Items without discount", "Delivery", "Total",
      ])
  }
}
