import Foundation
import MeowlsAPI

/// The SQL of the back office's cities and their regions.
enum CityAdminStore {
  /// Every city (hidden ones too) with its region and open locations, in `GET /cities` order; only `city`'s when
  /// given.
  static func cities(_ city: City.ID? = nil, in connection: any DatabaseConnection) throws -> [AdminCity] {
    try connection.query(
      """
      SELECT c.id, c.name, c.time_zone, c.latitude, c.longitude, c.position, c.hidden, r.name,
        (SELECT COUNT(*) FROM stock_locations l WHERE l.city_id = c.id AND l.closed_at IS NULL)
      FROM cities c JOIN regions r ON r.id = c.region_id
      \(city == nil ? "" : "WHERE c.id = $1") ORDER BY c.position, c.name
      """, city.map { [$0.sqlValue] } ?? []
    ).map { row in
      guard let id = City.ID(storedText: try row.string(0)) else {
        throw RowError.type(column: "cities", expected: "an id")
      }
      let location: Location? =
        if case .null = row[3] { nil } else { Location(latitude: try row.double(3), longitude: try row.double(4)) }
      return AdminCity(
        hidden: try row.int(6) == 1, id: id, location: location, name: try row.string(1), openShops: try row.int(8),
        position: try row.int(5), region: try row.string(7), timeZone: try row.string(2))
    }
  }

  static func city(_ id: City.ID, in connection: any DatabaseConnection) throws -> AdminCity? {
    try cities(id, in: connection).first
  }

  /// Whether another city than `id` has `name`.
  static func nameTaken(_ name: String, except id: City.ID?, in connection: any DatabaseConnection) throws -> Bool {
    try connection.first(
      "SELECT 1 FROM cities WHERE name = $1 AND id <> $2", [name.sqlValue, id?.sqlValue ?? .text("")]) != nil
  }

  /// The position after every city's.
  static func nextPosition(in connection: any DatabaseConnection) throws -> Int {
    (try connection.first("SELECT MAX(position) FROM cities")?.optionalInt(0) ?? -1) + 1
  }

  /// The id of the region named `name`, created with `newID` when there is none.
  static func region(named name: String, newID: UUID, in connection: any DatabaseConnection) throws -> String {
    if let row = try connection.first("SELECT id FROM regions WHERE name = $1", [name.sqlValue]) {
      return try row.string(0)
    }
    try connection.execute("INSERT INTO regions (id, name) VALUES ($1, $2)", [newID.sqlValue, name.sqlValue])
    return newID.upperCaseText
  }

  /// Writes `fields` as the city `id` (a new one when `isNew`) in the region `region`.
  static func write(
    _ fields: PlacesRules.CityFields, as id: City.ID, region: String, position: Int, isNew: Bool,
    in connection: any DatabaseConnection
  ) throws {
    let values: [SQLValue] = [
      id.sqlValue, region.sqlValue, fields.name.sqlValue, fields.timeZone.sqlValue,
      fields.location?.latitude.sqlValue ?? .null, fields.location?.longitude.sqlValue ?? .null, position.sqlValue,
    ]
    if isNew {
      try connection.execute(
        """
        INSERT INTO cities (id, region_id, name, time_zone, latitude, longitude, position)
        VALUES ($1, $2, $3, $4, $5, $6, $7)
        """, values)
    } else {
      try connection.execute(
        """
        UPDATE cities SET region_id = $2, name = $3, time_zone = $4, latitude = $5, longitude = $6, position = $7
        WHERE id = $1
        """, values)
    }
  }

  static func setHidden(_ id: City.ID, _ hidden: Bool, in connection: any DatabaseConnection) throws {
    try connection.execute("UPDATE cities SET hidden = $2 WHERE id = $1", [id.sqlValue, hidden.sqlValue])
  }
}
