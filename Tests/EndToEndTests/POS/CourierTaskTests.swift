import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Courier tasks over HTTP: a manager assigns, the assigned courier reports delivered (taking cash) or failed.
@Suite struct CourierTaskTests {
  @Test func managerAssignsACourierOrderToACourierOfTheCity() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder()
    let courier = try floor.staffID(floor.pos.courier)
    let response = try floor.assign(number, to: courier)
    #expect(response.status == 200)
    let interval = try #require(
      try floor.server.rows("SELECT id, ends_at FROM delivery_time_intervals WHERE starts_at = '10:00'").first?
        .split(separator: "|").map(String.init))
    #expect(
      response.json
        == [
          "address": "Новосибирск, улица Ленина, 1, 12", "assigned_at": "2027-01-15T08:00:00Z",
          "courier_id": courier, "customer": ["name": "User", "phone": "79139139113"],
          "delivery_date": "16.01.2027",
          "delivery_time_interval": ["id": interval[0], "from": "10:00", "to": interval[1]],
          "lines": [["article": floor.articles[0], "count": 2, "name": try floor.lineName(floor.articles[0])]],
          "number": number, "paid": false, "payment_type": "cash", "status": "assigned", "total": 2039,
        ] as NSDictionary)
  }

  @Test func aCashierAssignsOnlyWithAManagersPIN() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder()
    let courier = try floor.staffID(floor.pos.courier)
    #expect(try floor.assign(number, to: courier, token: floor.pos.cashier).code == "managerApprovalRequired")
    let wrong = try floor.assign(number, to: courier, token: floor.pos.cashier, headers: [("X-Manager-PIN", "9999")])
    #expect(wrong.status == 403 && wrong.code == "pinIncorrect")
    let approved = try floor.assign(
      number, to: courier, token: floor.pos.cashier, headers: [("X-Manager-PIN", "1111")])
    #expect(approved.status == 200)
    #expect(
      try floor.server.rows("SELECT u.role FROM delivery_tasks t JOIN users u ON u.id = t.approved_by") == ["manager"])
  }

  @Test func assigningIsForbiddenToCustomersAndCouriers() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder()
    let courier = try floor.staffID(floor.pos.courier)
    #expect(try floor.assign(number, to: courier, token: floor.pos.customer).code == "forbidden")
    #expect(try floor.assign(number, to: courier, token: floor.pos.courier).code == "forbidden")
  }

  @Test func pickupOrdersAndUnknownNumbersAreNoDeliveries() throws {
    let floor = try FloorFixture()
    let pickup = try floor.pickupOrder()
    let courier = try floor.staffID(floor.pos.courier)
    for number in [pickup, 999] {
      let response = try floor.assign(number, to: courier)
      #expect(response.status == 404 && response.code == "deliveryNotFound")
    }
  }

  @Test func onlyACourierOfTheCityCanBeAssigned() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder()
    let admin = try floor.pos.admin()
    let moscow = try #require(try admin.shops().first { $0.shop.cityID.uuidString == CheckoutFixture.moscow })
    let far = try admin.addStaff(role: .courier, phone: "79990000007", password: DemoStaff.password, shop: moscow.code)
    for id in [try floor.staffID(floor.pos.cashier), far.uuidString, UUID().uuidString] {
      let response = try floor.assign(number, to: id)
      #expect(response.status == 404 && response.code == "courierNotFound")
    }
  }

  @Test func aClosedOrderCannotBeAssigned() throws {
    let floor = try FloorFixture()
    let number = try floor.courierOrder()
    #expect(try floor.server.post("/api/v1/orders/\(number)/cancel", token: floor.pos.customer).status == 200)
    let response = try floor.assign(number, to: try floor.staffID(floor.pos.courier))
    #expect(response.status == 409 && response.code == "deliveryClosed")
  }

  @Test func couriersListTheirOwnDeliveriesAndManagersTheirShops() throws {
    let floor = try FloorFixture()
    let (first, second) = (try floor.courierOrder(), try floor.courierOrder([(floor.articles[1], 1)]))
    let other = try floor.secondCourier()
    _ = try floor.assign(first, to: try floor.staffID(floor.pos.courier))
    _ = try floor.assign(second, to: other.id)
    #expect(try floor.pos.send("GET", "/deliveries", token: floor.pos.courier).numbers == [first])
    #expect(try floor.pos.send("GET", "/deliveries", token: other.token).numbers == [second])
    #expect(try floor.pos.send("GET", "/deliveries", token: floor.pos.manager).numbers == [first, second])
    _ = try floor.failed(second, token: other.token)
    #expect(try floor.pos.send("GET", "/deliveries?status=failed", token: floor.pos.manager).numbers == [second])
    #expect(try floor.pos.send("GET", "/deliveries", token: floor.pos.cashier).code == "forbidden")
    #expect(try floor.pos.send("GET", "/deliveries", token: floor.pos.customer).code == "forbidden")
  }

  @Test func managersWithoutAShopHaveNoDeliveriesAndUnknownStatusesAreRefused() throws {
    let floor = try FloorFixture()
    _ = try floor.pos.admin().addStaff(role: .manager, phone: "79990000009", password: DemoStaff.password)
    let token = try #require(try floor.server.posLogin("79990000009").token)
    #expect(try floor.pos.send("GET", "/deliveries", token: token).code == "staffNotAssigned")
    let unknown = try floor.pos.send("GET", "/deliveries?status=lost", token: floor.pos.manager)
    #expect(unknown.status == 400 && unknown.code == "abortError")
  }

  @Test func deliveredCompletesTheOrderAndTakesCash() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    let response = try floor.delivered(number, payment: ["type": "cash", "received": 2100])
    #expect(
      response.json
        == [
          "number": number, "paid": true, "status_code": "COMPLETED", "receipt_number": 1,
          "payment": ["amount": 2039, "change": 61, "received": 2100, "type": "cash"],
        ] as NSDictionary)
    #expect(try floor.status(number) == "COMPLETED|1")
    #expect(try floor.server.rows("SELECT status FROM delivery_tasks") == ["delivered"])
    #expect(try floor.server.rows("SELECT amount_kopecks, change_kopecks FROM order_tenders") == ["203900|6100"])
  }

  @Test func deliveringAnUnpaidOrderWithoutPaymentIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    let response = try floor.delivered(number, payment: nil)
    #expect(response.status == 400 && response.code == "paymentRequired")
    #expect(try floor.status(number) == "IN_PROGRESS|0")
  }

  @Test func onlyTheAssignedCourierReports() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    let other = try floor.secondCourier()
    #expect(try floor.delivered(number, token: other.token).code == "courierNotAssigned")
    #expect(try floor.failed(number, token: other.token).status == 403)
    #expect(try floor.delivered(number, token: floor.pos.manager).code == "forbidden")
    #expect(try floor.delivered(number, token: floor.pos.customer).code == "forbidden")
    #expect(try floor.status(number) == "IN_PROGRESS|0")
  }

  @Test func failedKeepsTheOrderOpenWithTheReason() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    let response = try floor.failed(number, reason: "  Никого нет дома ")
    #expect(response.status == 200)
    #expect(response.json?["status"] as? String == "failed")
    #expect(response.json?["failure_reason"] as? String == "Никого нет дома")
    #expect(try floor.status(number) == "IN_PROGRESS|0")
  }

  @Test func failedWithoutAReasonIsRefused() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    let response = try floor.failed(number, reason: " ")
    #expect(response.status == 400 && response.code == "failureReasonRequired")
  }

  @Test func aReportedDeliveryIsClosedUntilAssignedAgain() throws {
    let floor = try FloorFixture()
    let number = try floor.assignedOrder()
    _ = try floor.failed(number)
    let closed = try floor.delivered(number)
    #expect(closed.status == 409 && closed.code == "deliveryClosed")
    #expect(try floor.assign(number, to: try floor.staffID(floor.pos.courier)).json?["status"] as? String == "assigned")
    #expect(try floor.delivered(number).status == 200)
    #expect(try floor.delivered(number).code == "deliveryClosed")
    #expect(try floor.assign(number, to: try floor.staffID(floor.pos.courier)).code == "deliveryClosed")
  }

  @Test func reportsOnUnknownDeliveriesAreNotFound() throws {
    let floor = try FloorFixture()
    let unassigned = try floor.courierOrder()
    for number in ["\(unassigned)", "999", "заказ"] {
      let response = try floor.pos.send("POST", "/deliveries/\(number)/delivered", json: [:], token: floor.pos.courier)
      #expect(response.status == 404 && response.code == "deliveryNotFound", "\(number)")
    }
  }
}

extension FloorFixture {
  /// `POST /pos/deliveries` (by the manager unless given).
  func assign(
    _ number: Int, to courier: String, token: String? = nil, headers: [(String, String)] = []
  ) throws -> RawHTTPResponse {
    try pos.send(
      "POST", "/deliveries", json: ["courier_id": courier, "order_number": number], token: token ?? pos.manager,
      headers: headers)
  }

  /// A courier order assigned to the demo courier.
  func assignedOrder() throws -> Int {
    let number = try courierOrder()
    guard try assign(number, to: try staffID(pos.courier)).status == 200 else { throw TestFailure("assign failed") }
    return number
  }

  /// `POST /pos/deliveries/{number}/delivered` (by the demo courier unless given), paying cash by default.
  func delivered(
    _ number: Int, payment: [String: Any]? = ["type": "cash"], token: String? = nil
  ) throws -> RawHTTPResponse {
    var body: [String: Any] = [:]
    body["payment"] = payment
    return try pos.send("POST", "/deliveries/\(number)/delivered", json: body, token: token ?? pos.courier)
  }

  /// `POST /pos/deliveries/{number}/failed` (by the demo courier unless given).
  func failed(_ number: Int, reason: String = "Никого нет дома", token: String? = nil) throws -> RawHTTPResponse {
    try pos.send("POST", "/deliveries/\(number)/failed", json: ["reason": reason], token: token ?? pos.courier)
  }

  /// Another courier of the staff's shop, signed in.
  func secondCourier() throws -> (id: String, token: String) {
    let id = try pos.admin().addStaff(
      role: .courier, phone: "79990000008", password: DemoStaff.password, shop: try pos.shopID())
    return (id.uuidString, try #require(try server.posLogin("79990000008").token))
  }
}
