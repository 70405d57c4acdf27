import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// What the places' tests read as the shoppers and the POS do, and the drafts they send.
extension AdminFixture {
  /// `GET /cities`, as the Store asks it.
  func storeCities() throws -> [City] {
    let response = try send(.geography(.cities(CitiesQuery())), token: nil)
    guard response.status == 200 else { throw TestFailure("cities answered \(response.status): \(response.text)") }
    return try JSONDecoder.meowls.decode([City].self, from: Data(response.body))
  }

  /// The ids of `GET /checkout/pickup_points` of `city`, as the demo customer asks them.
  func pickupPoints(in city: City.ID) throws -> [PickupPoint] {
    let response = try server.request(
      "GET", "/api/v1/checkout/pickup_points",
      headers: [("Authorization", "Token \(pos.customer)"), ("X-City-Id", city.uuidString)])
    guard response.status == 200 else { throw TestFailure("pickup answered \(response.status): \(response.text)") }
    return try JSONDecoder.meowls.decode([PickupPoint].self, from: Data(response.body))
  }

  /// The demo shop's first city (Novosibirsk), which has shops.
  func firstCity() throws -> AdminCity {
    guard let city = try call(.places(.cities), as: [AdminCity].self).first else { throw TestFailure("no city") }
    return city
  }

  /// The demo staff's shop.
  func ownShop() throws -> Shop.ID {
    guard let id = Shop.ID(uuidString: try pos.shopID()) else { throw TestFailure("no shop") }
    return id
  }

  /// A shop draft in `city`, open on Mondays and Saturdays.
  func shopDraft(city: City.ID, code: String = "nsk-zoo") -> ShopDraft {
    ShopDraft(
      address: "ул Ленина, д 1", cityID: city, code: code, latitude: 55.03, longitude: 82.92, name: "MEOWLS на Ленина",
      openingHours: [
        OpeningHoursDraft(closes: "20:00", opens: "10:00", weekday: "saturday"),
        OpeningHoursDraft(closes: "21:00", opens: "09:00", weekday: "monday"),
      ], phone: "+7 383 000-00-01")
  }

  /// A city draft without shops.
  static let berdsk = CityDraft(
    latitude: 54.758, longitude: 83.107, name: "Бердск", region: "Новосибирская область", timeZone: "Asia/Novosibirsk")

  /// Expects the admin's `route` refused with `status` and `code`, the first failure naming `field`.
  func expectRefused(
    _ route: APIRoute.Admin.Places, status: Int, code: String, field: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let response = try send(.admin(.places(route)), token: admin)
    #expect(
      response.status == status && response.code == code, "\(route) \(response.text)", sourceLocation: sourceLocation)
    let failures = response.json?["failures"] as? [NSDictionary]
    #expect(failures?.first?["field"] as? String == field, "\(route)", sourceLocation: sourceLocation)
  }

  /// The audit rows of `subjectType`, `action|before|after`, oldest first.
  func auditRows(_ subjectType: String) throws -> [String] {
    try server.rows(
      """
      SELECT action || '|' || COALESCE(before_json, '-') || '|' || after_json FROM admin_audit_log
      WHERE subject_type = '\(subjectType)' ORDER BY id
      """)
  }
}
