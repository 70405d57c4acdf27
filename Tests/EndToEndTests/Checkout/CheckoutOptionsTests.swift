import Foundation
import MeowlsTestSupport
import Testing

@Suite struct CheckoutOptionsTests {
  @Test func deliveriesOfferCourierAndPickupWithTheirNames() throws {
    let fixture = try CheckoutFixture()
    let russian = try fixture.server.send("GET", "/api/v1/checkout/available_deliveries", token: fixture.token)
    #expect(russian.status == 200)
    #expect(
      russian.jsonValue as? [NSDictionary] == [
        ["type": "courier", "title": "Доставка курьером", "subtitle": "заказ от 500 ₽"],
        ["type": "self_pickup", "title": "Самовывоз из магазина MEOWLS", "subtitle": "бесплатно"],
      ])
    let english = try fixture.server.send(
      "GET", "/api/v1/checkout/available_deliveries", token: fixture.token, language: "en")
    #expect(
      (english.jsonValue as? [NSDictionary])?.map { $0["title"] as? String } == [
        "Courier delivery", "Pickup at a MEOWLS shop",
      ])
  }

  @Test func aCityWithoutShopsIsOfferedCourierOnly() throws {
    let fixture = try CheckoutFixture()
    // NB: the demo shops' registers and staff go first; a shop with either cannot be deleted.
    let moscowShops = "SELECT id FROM stock_locations WHERE kind = 'shop' AND city_id = '\(CheckoutFixture.moscow)'"
    _ = try fixture.server.rows("DELETE FROM registers WHERE shop_id IN (\(moscowShops))")
    _ = try fixture.server.rows("DELETE FROM staff_assignments WHERE shop_id IN (\(moscowShops))")
    _ = try fixture.server.rows("DELETE FROM stock_locations WHERE id IN (\(moscowShops))")
    let response = try fixture.server.request(
      "GET", "/api/v1/checkout/available_deliveries",
      headers: [("Authorization", "Token \(fixture.token)"), ("X-City-Id", CheckoutFixture.moscow)])
    #expect((response.jsonValue as? [NSDictionary])?.map { $0["type"] as? String } == ["courier"])
  }

  @Test func paymentsAreCardAndCashOnReceipt() throws {
    let fixture = try CheckoutFixture()
    let response = try fixture.server.send("POST", "/api/v1/checkout/available_payments", token: fixture.token)
    #expect(response.status == 200)
    #expect(
      response.jsonValue as? [NSDictionary] == [
        ["type": "card", "title": "Банковская карта", "subtitle": "при получении"],
        ["type": "cash", "title": "Наличные", "subtitle": "при получении"],
      ])
  }

  @Test func everyCheckoutRouteNeedsAToken() throws {
    let fixture = try CheckoutFixture()
    for (method, path) in [
      ("GET", "available_deliveries"), ("GET", "available_dates"), ("POST", "available_payments"),
      ("GET", "pickup_points"),
    ] {
      let response = try fixture.server.send(method, "/api/v1/checkout/\(path)")
      #expect(response.status == 401)
      #expect(response.json == ["code": "abortError", "reason": "User not authenticated."])
    }
  }

  @Test func datesFollowTheCityTimeZoneAndTheFiveHourRule() throws {
    // 2027-01-15 21:59 UTC: 04:59 on the 16th in Novosibirsk (UTC+7), 00:59 on the 16th in Moscow (UTC+3).
    let server = try TestServer.seeded(now: Date(timeIntervalSince1970: 1_800_000_000 + 13 * 3_600 + 59 * 60))
    let fixture = try CheckoutFixture.Dates(server: server)
    let all = try ["10:00", "14:00", "18:00"].map { try fixture.interval($0) }
    let days = ["2027-01-16", "2027-01-17", "2027-01-18", "2027-01-19"]
    #expect(
      try fixture.dates(CheckoutFixture.novosibirsk) == days.map { ["date": $0, "available_time_intervals": all] })
    #expect(try fixture.dates(CheckoutFixture.moscow) == days.map { ["date": $0, "available_time_intervals": all] })
    server.clock.advance(by: 60)  // 05:00 in Novosibirsk: 10:00 starts exactly five hours later, which is too soon.
    #expect(
      try fixture.dates(CheckoutFixture.novosibirsk)
        == [["date": days[0], "available_time_intervals": Array(all.dropFirst())]]
        + days.dropFirst().map { ["date": $0, "available_time_intervals": all] })
    server.clock.advance(by: 13 * 3_600)  // 18:00: nothing left today, so four days from tomorrow.
    #expect(
      try fixture.dates(CheckoutFixture.novosibirsk)
        == ["2027-01-17", "2027-01-18", "2027-01-19"].map { ["date": $0, "available_time_intervals": all] })
  }

  @Test func datesNeedAKnownCityInXCityId() throws {
    let fixture = try CheckoutFixture()
    let missing = try fixture.server.send("GET", "/api/v1/checkout/available_dates", token: fixture.token)
    #expect(missing.status == 400)
    #expect(missing.json == ["code": "xCityIdParameterRequired", "reason": "X-City-Id parameter is required."])
    for header in ["not-a-uuid", ""] {
      #expect(try fixture.dates(header, status: 400)?["code"] as? String == "xCityIdParameterRequired")
    }
    #expect(
      try fixture.dates(UUID().uuidString, status: 400)
        == ["code": "cityNotFoundById", "reason": "City not found by ID for timezone."])
  }

  @Test func pickupPointsAreTheCityShopsAndSayWhetherTheyHoldTheCart() throws {
    let fixture = try CheckoutFixture()
    let shops = try fixture.shops()
    try fixture.server.setStock(fixture.shop.cat[0], 5, at: UUID(uuidString: shops[0]))
    try fixture.server.setStock(fixture.shop.cat[0], 1, at: UUID(uuidString: shops[1]))
    for shop in shops.dropFirst(2) { try fixture.server.setStock(fixture.shop.cat[0], 0, at: UUID(uuidString: shop)) }
    _ = try fixture.shop.update([(fixture.shop.cat[0], 2)])
    let response = try fixture.server.request(
      "GET", "/api/v1/checkout/pickup_points",
      headers: [("Authorization", "Token \(fixture.token)"), ("X-City-Id", CheckoutFixture.novosibirsk.lowercased())])
    #expect(response.status == 200)
    let points = response.jsonValue as? [NSDictionary] ?? []
    #expect(points.map { $0["id"] as? String } == shops)
    #expect(points.map { $0["holds_whole_cart"] as? Bool } == [true, false, false, false])
    #expect(
      points.first == [
        "id": shops[0], "city_id": CheckoutFixture.novosibirsk, "name": "MEOWLS на Красном проспекте",
        "address": "Новосибирск, Красный проспект, 101", "location": ["latitude": 55.05312, "longitude": 82.91664],
        "phone": "+7 (383) 209-10-01", "holds_whole_cart": true,
        "opening_hours": [
          ["weekday": "monday", "opens": "09:00", "closes": "21:00"],
          ["weekday": "tuesday", "opens": "09:00", "closes": "21:00"],
          ["weekday": "wednesday", "opens": "09:00", "closes": "21:00"],
          ["weekday": "thursday", "opens": "09:00", "closes": "21:00"],
          ["weekday": "friday", "opens": "09:00", "closes": "21:00"],
          ["weekday": "saturday", "opens": "10:00", "closes": "21:00"],
          ["weekday": "sunday", "opens": "10:00", "closes": "20:00"],
        ],
      ])
  }

  @Test func pickupPointsNeedAKnownCity() throws {
    let fixture = try CheckoutFixture()
    let missing = try fixture.server.send("GET", "/api/v1/checkout/pickup_points", token: fixture.token)
    #expect(missing.json?["code"] as? String == "xCityIdParameterRequired")
    let unknown = try fixture.server.request(
      "GET", "/api/v1/checkout/pickup_points",
      headers: [("Authorization", "Token \(fixture.token)"), ("X-City-Id", UUID().uuidString)])
    #expect(unknown.json?["code"] as? String == "cityNotFoundById")
  }
}

extension CheckoutFixture {
  /// `available_dates` requests for a user of `server`.
  struct Dates {
    let server: TestServer
    let token: String

    init(server: TestServer) throws {
      self.server = server
      token = try server.registeredToken()
    }

    func interval(_ from: String) throws -> NSDictionary {
      let row = try server.rows("SELECT id, ends_at FROM delivery_time_intervals WHERE starts_at = '\(from)'")
      let parts = row.first?.split(separator: "|").map(String.init) ?? ["?", "?"]
      return ["id": parts[0], "from": from, "to": parts[1]]
    }

    func dates(_ city: String) throws -> [NSDictionary] {
      let response = try server.request(
        "GET", "/api/v1/checkout/available_dates", headers: [("Authorization", "Token \(token)"), ("X-City-Id", city)])
      return response.jsonValue as? [NSDictionary] ?? []
    }
  }

  /// `available_dates` for `city`, expecting `status`; the body.
  func dates(_ city: String, status: Int) throws -> NSDictionary? {
    let response = try server.request(
      "GET", "/api/v1/checkout/available_dates", headers: [("Authorization", "Token \(token)"), ("X-City-Id", city)])
    #expect(response.status == status)
    return response.json
  }
}
