import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Click-and-collect over HTTP: the shop's pick-up orders, ready, hand-over with the phone check and payment.
@Suite struct PickupTests {
  @Test func listShowsTheShopsPickupOrdersOnly() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.pickupOrder([(floor.articles[1], 1)], shop: try floor.otherShop())
    _ = try floor.courierOrder()
    let response = try floor.pos.send("GET", "/pickups", token: floor.pos.cashier)
    #expect(response.status == 200)
    let name = try floor.lineName(floor.articles[0])
    #expect(
      response.json
        == [
          "pagination_info": ["page": 1, "per_page": 20, "total_count": 1],
          "results": [
            [
              "customer": ["name": "User", "phone": "79139139113"],
              "lines": [["article": floor.articles[0], "count": 2, "name": name]],
              "number": number, "paid": false, "payment_type": "cash", "status_code": "IN_PROGRESS", "total": 2000,
            ]
          ],
        ] as NSDictionary)
  }

  @Test func listFiltersByStatusAndPages() throws {
    let floor = try FloorFixture()
    let numbers = try (0..<3).map { _ in try floor.pickupOrder([(floor.articles[0], 1)]) }
    #expect(try floor.ready(numbers[1]).status == 200)
    let ready = try floor.pos.send("GET", "/pickups?status=READY_FOR_PICKUP", token: floor.pos.manager)
    #expect(ready.numbers == [numbers[1]])
    let page = try floor.pos.send("GET", "/pickups?status=IN_PROGRESS&page=2&per_page=1", token: floor.pos.manager)
    #expect(page.numbers == [numbers[2]])
    #expect(
      page.json?["pagination_info"] as? NSDictionary == ["page": 2, "per_page": 1, "total_count": 2] as NSDictionary)
  }

  @Test func listWithAnUnknownStatusIsABadRequest() throws {
    let floor = try FloorFixture()
    let response = try floor.pos.send("GET", "/pickups?status=LOST", token: floor.pos.cashier)
    #expect(response.status == 400 && response.code == "abortError")
  }

  @Test func pickupsAreForbiddenToCustomersAndCouriers() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    for token in [floor.pos.customer, floor.pos.courier] {
      #expect(try floor.pos.send("GET", "/pickups", token: token).code == "forbidden")
      #expect(try floor.ready(number, token: token).code == "forbidden")
      #expect(try floor.handOver(number, token: token).code == "forbidden")
    }
    #expect(try floor.pos.send("GET", "/pickups", token: nil).status == 401)
  }

  @Test func staffWithoutAShopHaveNoPickups() throws {
    let floor = try FloorFixture()
    _ = try floor.pos.admin().addStaff(role: .cashier, phone: "79990000009", password: DemoStaff.password)
    let token = try #require(try floor.server.posLogin("79990000009").token)
    let response = try floor.pos.send("GET", "/pickups", token: token)
    #expect(response.status == 403 && response.code == "staffNotAssigned")
  }

  @Test func markReadyMakesTheOrderReadyUntilThreeDaysLater() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    floor.server.clock.advance(by: 3_600)
    let response = try floor.ready(number)
    #expect(response.status == 200)
    #expect(response.json?["status_code"] as? String == "READY_FOR_PICKUP")
    #expect(response.json?["collect_by"] as? String == "2027-01-18T09:00:00Z")
    let order = try floor.server.send("GET", "/api/v1/orders/\(number)", token: floor.pos.customer)
    #expect(order.json?["status_code"] as? String == "READY_FOR_PICKUP")
  }

  @Test func markReadyTwiceIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let again = try floor.ready(number)
    #expect(again.status == 400 && again.code == "orderStatusTransitionNotAllowed")
  }

  @Test func ordersOfOtherShopsCourierOrdersAndUnknownNumbersAreNotFound() throws {
    let floor = try FloorFixture()
    let foreign = try floor.pickupOrder(shop: try floor.otherShop())
    let courier = try floor.courierOrder()
    for number in ["\(foreign)", "\(courier)", "999", "заказ"] {
      let response = try floor.pos.send("POST", "/pickups/\(number)/ready", token: floor.pos.cashier)
      #expect(response.status == 404 && response.code == "pickupNotFound", "\(number)")
    }
  }

  @Test func handOverWithTheCustomersPhoneCompletesTheOrderAndTakesCash() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, phone: "+7 (913) 913-91-13", payment: ["type": "cash", "received": 2500])
    #expect(
      response.json
        == [
          "number": number, "paid": true, "status_code": "COMPLETED", "receipt_number": 1,
          "payment": ["amount": 2000, "change": 500, "received": 2500, "type": "cash"],
        ] as NSDictionary)
    #expect(try floor.status(number) == "COMPLETED|1")
    #expect(
      try floor.server.rows("SELECT type, amount_kopecks, received_kopecks, change_kopecks FROM order_tenders")
        == ["cash|200000|250000|50000"])
  }

  @Test func handOverByCardRecordsACardTender() throws {
    let floor = try FloorFixture(cardTerminal: .always(.approved(authorizationCode: "654321")))
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: ["type": "card"])
    #expect(
      response.json?["payment"] as? NSDictionary
        == ["amount": 2000, "authorization_code": "654321", "type": "card"] as NSDictionary)
    #expect(try floor.server.rows("SELECT type, amount_kopecks FROM order_tenders") == ["card|200000"])
  }

  @Test func handOverOfAPaidOrderTakesNoPayment() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder(payment: "card")
    _ = try floor.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: nil)
    #expect(response.json == ["number": number, "paid": true, "status_code": "COMPLETED"] as NSDictionary)
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["0"])
  }

  @Test func handOverWithAnotherPhoneIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, phone: "79130000000")
    #expect(response.status == 400 && response.code == "customerPhoneMismatch")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
  }

  @Test func handOverOfAnUnpaidOrderWithoutPaymentIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: nil)
    #expect(response.status == 400 && response.code == "paymentRequired")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
  }

  @Test func handOverWithTooLittleCashIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: ["type": "cash", "received": 1999.99])
    #expect(response.status == 400 && response.code == "notEnoughCash")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
  }

  @Test func handOverWithCashAboveTheLimitIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: ["type": "cash", "received": 8e16])
    #expect(response.status == 400 && response.code == "invalidTenderAmount")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
  }

  @Test func handOverBeforeTheOrderIsReadyIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    let response = try floor.handOver(number)
    #expect(response.status == 409 && response.code == "orderNotReady")
    #expect(
      response.json?["reason"] as? String
        == "Order \(number) is not ready for pick-up yet: make it ready first (POST /pos/pickups/\(number)/ready).")
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["0"])
  }

  @Test func aSecondHandOverIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    #expect(try floor.handOver(number).status == 200)
    let again = try floor.handOver(number, token: floor.pos.manager)
    #expect(again.status == 409 && again.code == "orderAlreadyHandedOver")
    #expect(try floor.ready(number).code == "orderStatusTransitionNotAllowed")
  }

  @Test func eightStaffHandingOverOneOrderAtOnceHandItOverOnce() throws {
    let floor = try FloorFixture()
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let register = try floor.openDrawer()
    let tokens = [floor.pos.cashier, floor.pos.manager]
    let results = race(8) { _ in
      try floor.server.connect()
    } run: { index, client in
      try client.request(
        "POST", "/api/v1/pos/pickups/\(number)/hand_over",
        headers: [("Authorization", "Token \(tokens[index % 2])"), ("Content-Type", "application/json")],
        body: Array(#"{"phone":"79139139113","payment":{"type":"cash"},"register_id":"\#(register)"}"#.utf8))
    }
    let answers = try results.map { try $0.get() }
    #expect(answers.filter { $0.status == 200 }.count == 1)
    #expect(answers.filter { $0.status == 409 && $0.code == "orderAlreadyHandedOver" }.count == 7)
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["1"])
  }
}

extension FloorFixture {
  /// `POST /pos/pickups/{number}/ready` (by the cashier unless given).
  func ready(_ number: Int, token: String? = nil) throws -> RawHTTPResponse {
    try pos.send("POST", "/pickups/\(number)/ready", token: token ?? pos.cashier)
  }

  /// `POST /pos/pickups/{number}/hand_over` (by the cashier unless given), paying cash by default; a payment goes
  /// to `register` (the demo register, its shift opened when it has none, unless given).
  func handOver(
    _ number: Int, phone: String = "79139139113", payment: [String: Any]? = ["type": "cash"],
    register: String? = nil, token: String? = nil
  ) throws -> RawHTTPResponse {
    var body: [String: Any] = ["phone": phone]
    body["payment"] = payment
    if payment != nil { body["register_id"] = try register ?? openDrawer() }
    return try pos.send("POST", "/pickups/\(number)/hand_over", json: body, token: token ?? pos.cashier)
  }

  /// The demo register, with an open shift (opened by the cashier with a 5000 ₽ float when it has none).
  func openDrawer() throws -> String {
    let register = try pos.registerID()
    if try pos.send("GET", "/registers/\(register)/shift", token: pos.cashier).status == 404 {
      _ = try pos.openShift()
    }
    return register
  }
}

extension FloorFixture {
  /// A staff order line's name: "product, variant".
  func lineName(_ article: String) throws -> String {
    try server.rows(
      """
      SELECT p.name || ', ' || v.short_name FROM products p JOIN product_variants v ON v.product_id = p.id
      WHERE v.article = '\(article)'
      """
    ).first ?? "?"
  }
}

extension RawHTTPResponse {
  /// The order numbers of a page of pick-up orders or deliveries.
  var numbers: [Int] { (json?["results"] as? [NSDictionary])?.compactMap { $0["number"] as? Int } ?? [] }
}
