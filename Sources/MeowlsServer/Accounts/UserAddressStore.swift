import MeowlsAPI

/// The saved address of a user (`GET /users/address`). The contract has no route that saves one, so rows come from
/// seeding or, later, from checkout.
enum UserAddressStore {
  static func find(of user: User.ID, in connection: any DatabaseConnection) throws -> Address? {
    guard
      let row = try connection.first(
        """
        SELECT city_id, city_name, street, house, flat, entrance, floor, formatted, latitude, longitude
        FROM user_addresses WHERE user_id = $1
        """, [user.uuidString.sqlValue])
    else { return nil }
    guard let cityID = City.ID(uuidString: try row.string(0)) else {
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
