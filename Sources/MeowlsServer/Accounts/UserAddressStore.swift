import MeowlsAPI

/// The saved address of a user (`GET /users/address`): the address of the customer's latest courier order (the
/// contract has no route that saves one; checkout does, in the purchase's transaction).
enum UserAddressStore {
  /// Makes `address` the user's saved address.
  static func save(_ address: Address, of user: User.ID, in connection: any DatabaseConnection) throws {
    try connection.executeLater(
      """
      INSERT INTO user_addresses (user_id, city_id, city_name, street, house, flat, entrance, floor, formatted,
        latitude, longitude)
      VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
      ON CONFLICT (user_id) DO UPDATE SET city_id = excluded.city_id, city_name = excluded.city_name,
        street = excluded.street, house = excluded.house, flat = excluded.flat, entrance = excluded.entrance,
        floor = excluded.floor, formatted = excluded.formatted, latitude = excluded.latitude,
        longitude = excluded.longitude
      """,
      [
        user.sqlValue, address.city.id.sqlValue, address.city.name.sqlValue,
        address.street.sqlValue, address.house.sqlValue, address.flat.sqlValue, address.entrance.sqlValue,
        address.floor.sqlValue, (address.formatted ?? "").sqlValue, address.location?.latitude.sqlValue ?? .null,
        address.location?.longitude.sqlValue ?? .null,
      ])
  }

  static func find(of user: User.ID, in connection: any DatabaseConnection) throws -> Address? {
    guard
      let row = try connection.first(
        """
        SELECT city_id, city_name, street, house, flat, entrance, floor, formatted, latitude, longitude
        FROM user_addresses WHERE user_id = $1
        """, [user.sqlValue])
    else { return nil }
    guard let cityID = City.ID(storedText: try row.string(0)) else {
      throw RowError.type(column: "city_id", expected: "UUID")
    }
    var location: Location?
    if row[8] != .null, row[9] != .null {
      location = Location(latitude: try row.double(8), longitude: try row.double(9))
    }
    // NB: the contract fills `city.location` from the address point, not from the city (`api.md` §3.5).
    return Address(
      city: City(id: cityID, location: location, name: try row.string(1)), entrance: try row.optionalString(5),
      flat: try row.optionalString(4), floor: try row.optionalString(6), formatted: try row.string(7),
      house: try row.string(3), location: location, street: try row.string(2))
  }
}
