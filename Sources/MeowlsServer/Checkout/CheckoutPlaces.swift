import Foundation
import MeowlsAPI

/// A city as the checkout needs it: the wire value and its IANA time zone.
struct CheckoutCity: Equatable, Sendable {
  var city: City
  var timeZone: TimeZone
}

/// The SQL of the places the checkout deals with: cities, delivery windows, the online warehouse and the shops.
/// Reads only; every call runs on the caller's connection.
enum CheckoutPlaces {
  static func city(_ id: City.ID, in connection: any DatabaseConnection) throws -> CheckoutCity? {
    guard
      let row = try connection.first(
        "SELECT id, name, time_zone, latitude, longitude FROM cities WHERE id = $1", [id.rawValue.sqlValue])
    else { return nil }
    guard let timeZone = TimeZone(identifier: try row.string(2)) else {
      throw RowError.type(column: "time_zone", expected: "an IANA time zone")
    }
    let location: Location? =
      if case .null = row[3] { nil } else { Location(latitude: try row.double(3), longitude: try row.double(4)) }
    return CheckoutCity(
      city: City(id: City.ID(try CatalogStorage.uuid(row, 0)), location: location, name: try row.string(1)),
      timeZone: timeZone)
  }

  /// Every courier window, in catalogue order.
  static func intervals(in connection: any DatabaseConnection) throws -> [DeliveryTimeInterval] {
    try connection.query("SELECT id, starts_at, ends_at FROM delivery_time_intervals ORDER BY position").map { row in
      guard let from = TimeOfDay(string: try row.string(1)), let to = TimeOfDay(string: try row.string(2)) else {
        throw RowError.type(column: "delivery_time_intervals", expected: "HH:mm times")
      }
      return DeliveryTimeInterval(from: from, id: DeliveryTimeInterval.ID(try CatalogStorage.uuid(row, 0)), to: to)
    }
  }

  /// The online warehouse courier orders take their stock from: the first one, whose stock `availability_info`
  /// shows (`decisions.md`: the demo shop has a single warehouse).
  static func warehouse(in connection: any DatabaseConnection) throws -> UUID? {
    try connection.first(
      "SELECT id FROM stock_locations WHERE kind = 'warehouse' AND closed_at IS NULL ORDER BY position LIMIT 1"
    ).map {
      try CatalogStorage.uuid($0, 0)
    }
  }

  /// The pick-up points of a city: its open MEOWLS shops the back office has not taken off pick-up, in catalogue
  /// order.
  static func shops(in city: City.ID, _ connection: any DatabaseConnection) throws -> [PickupPoint] {
    try pickupPoints(where: "l.city_id = $1 AND \(offersPickup)", city.rawValue.sqlValue, connection)
  }

  /// The pick-up point with this id; nil for an unknown id, a warehouse, a closed shop or one off pick-up.
  static func pickupShop(_ id: PickupPoint.ID, in connection: any DatabaseConnection) throws -> PickupPoint? {
    try pickupPoints(where: "l.id = $1 AND \(offersPickup)", id.rawValue.sqlValue, connection).first
  }

  /// The shop with this id, closed or not (an order's, as it was); nil for an unknown id or a warehouse.
  static func shop(_ id: PickupPoint.ID, in connection: any DatabaseConnection) throws -> PickupPoint? {
    try pickupPoints(where: "l.id = $1", id.rawValue.sqlValue, connection).first
  }

  private static let offersPickup = "l.closed_at IS NULL AND l.pickup = 1"

  /// The units of each variant at a location (variants without a counter are missing).
  static func stock(
    of variants: [UUID], at location: UUID, in connection: any DatabaseConnection
  ) throws -> [UUID: Int] {
    var stock: [UUID: Int] = [:]
    for chunk in SQLInList.chunks(variants.map(\.sqlValue)) {
      try connection.forEachRow(
        """
        SELECT variant_id, quantity FROM stock_levels
        WHERE location_id = $1 AND variant_id IN (\(SQLInList.placeholders(count: chunk.count, from: 2)))
        """, [location.sqlValue] + SQLInList.padded(chunk)
      ) { row in stock[try CatalogStorage.uuid(row, 0)] = try row.int(1) }
    }
    return stock
  }

  /// The variant ids of these articles (unknown articles are missing).
  static func variantIDs(of articles: [Article], in connection: any DatabaseConnection) throws -> [Article: UUID] {
    var ids: [Article: UUID] = [:]
    for chunk in SQLInList.chunks(articles.map(\.rawValue.sqlValue)) {
      try connection.forEachRow(
        "SELECT article, id FROM product_variants WHERE article IN (\(SQLInList.placeholders(count: chunk.count)))",
        SQLInList.padded(chunk)
      ) { row in ids[Article(rawValue: try row.string(0))] = try CatalogStorage.uuid(row, 1) }
    }
    return ids
  }

  private static func pickupPoints(
    where condition: String, _ bind: SQLValue, _ connection: any DatabaseConnection
  ) throws -> [PickupPoint] {
    var points: [PickupPoint] = []
    var positions: [UUID: Int] = [:]
    try connection.forEachRow(
      """
      SELECT l.id, l.city_id, l.name, c.name || ', ' || l.address, l.latitude, l.longitude, l.phone
      FROM stock_locations l JOIN cities c ON c.id = l.city_id
      WHERE l.kind = 'shop' AND \(condition) ORDER BY l.position
      """, [bind]
    ) { row in
      let id = try CatalogStorage.uuid(row, 0)
      positions[id] = points.count
      points.append(
        PickupPoint(
          address: try row.string(3), cityID: City.ID(try CatalogStorage.uuid(row, 1)), id: PickupPoint.ID(id),
          location: Location(latitude: try row.double(4), longitude: try row.double(5)), name: try row.string(2),
          openingHours: [], phone: try row.optionalString(6)))
    }
    guard !points.isEmpty else { return [] }
    try connection.forEachRow(
      """
      SELECT h.location_id, h.weekday, h.opens, h.closes FROM location_opening_hours h
      JOIN stock_locations l ON l.id = h.location_id
      WHERE l.kind = 'shop' AND \(condition) ORDER BY h.location_id, h.weekday
      """, [bind]
    ) { row in
      guard let position = positions[try CatalogStorage.uuid(row, 0)] else { return }
      let weekdays: [Weekday] = [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday]
      let day = try row.int(1)
      guard weekdays.indices.contains(day - 1), let opens = TimeOfDay(string: try row.string(2)),
        let closes = TimeOfDay(string: try row.string(3))
      else { throw RowError.type(column: "location_opening_hours", expected: "a weekday and HH:mm times") }
      points[position].openingHours.append(OpeningHours(closes: closes, opens: opens, weekday: weekdays[day - 1]))
    }
    return points
  }
}
