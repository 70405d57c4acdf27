import Foundation
import MeowlsAPI

/// The SQL of the back office's shops and warehouses (`stock_locations` with their opening hours) and registers.
enum ShopAdminStore {
  private static let columns =
    "id, city_id, code, kind, name, address, latitude, longitude, phone, position, pickup, closed_at"

  /// Every location (closed ones too), by position; only `shop`'s when given.
  static func shops(_ shop: Shop.ID? = nil, in connection: any DatabaseConnection) throws -> [AdminShop] {
    let filter = shop == nil ? "" : "WHERE id = $1"
    var shops = try connection.query(
      "SELECT \(columns) FROM stock_locations \(filter) ORDER BY position, code", shop.map { [$0.sqlValue] } ?? []
    ).map(Self.shop)
    guard !shops.isEmpty else { return [] }
    var positions: [Shop.ID: Int] = [:]
    for (index, shop) in shops.enumerated() { positions[shop.id] = index }
    let hoursFilter = shop == nil ? "" : "WHERE location_id = $1"
    try connection.forEachRow(
      "SELECT location_id, weekday, opens, closes FROM location_opening_hours \(hoursFilter) ORDER BY weekday",
      shop.map { [$0.sqlValue] } ?? []
    ) { row in
      guard let id = Shop.ID(storedText: try row.string(0)), let index = positions[id] else { return }
      let day = try row.int(1)
      guard PlacesRules.weekdays.indices.contains(day - 1), let opens = TimeOfDay(string: try row.string(2)),
        let closes = TimeOfDay(string: try row.string(3))
      else { throw RowError.type(column: "location_opening_hours", expected: "a weekday and HH:mm times") }
      shops[index].openingHours.append(
        OpeningHours(closes: closes, opens: opens, weekday: PlacesRules.weekdays[day - 1]))
    }
    return shops
  }

  static func shop(_ id: Shop.ID, in connection: any DatabaseConnection) throws -> AdminShop? {
    try shops(id, in: connection).first
  }

  private static func shop(_ row: Row) throws -> AdminShop {
    guard let id = Shop.ID(storedText: try row.string(0)), let city = City.ID(storedText: try row.string(1)),
      let kind = StockLocationKind(rawValue: try row.string(3))
    else { throw RowError.type(column: "stock_locations", expected: "ids and a kind") }
    let pickup = try row.int(10) == 1
    return AdminShop(
      address: try row.string(5), cityID: city, closed: try row.optionalInt(11) != nil, code: try row.string(2),
      id: id, kind: kind, location: Location(latitude: try row.double(6), longitude: try row.double(7)),
      name: try row.string(4), phone: try row.optionalString(8), pickup: kind == .shop && pickup,
      position: try row.int(9))
  }

  /// Whether another location than `id` has `code`.
  static func codeTaken(_ code: String, except id: Shop.ID?, in connection: any DatabaseConnection) throws -> Bool {
    try connection.first(
      "SELECT 1 FROM stock_locations WHERE code = $1 AND id <> $2", [code.sqlValue, (id?.sqlValue ?? .text(""))]
    ) != nil
  }

  /// The position after every location's.
  static func nextPosition(in connection: any DatabaseConnection) throws -> Int {
    (try connection.first("SELECT MAX(position) FROM stock_locations")?.optionalInt(0) ?? -1) + 1
  }

  /// Writes `fields` as the location `id` (a new one when `isNew`) with its opening hours.
  static func write(
    _ fields: PlacesRules.ShopFields, as id: Shop.ID, position: Int, isNew: Bool, in connection: any DatabaseConnection
  ) throws {
    let values: [SQLValue] = [
      id.sqlValue, fields.code.sqlValue, fields.kind.rawValue.sqlValue, fields.name.sqlValue,
      fields.cityID.sqlValue, fields.address.sqlValue, fields.location.latitude.sqlValue,
      fields.location.longitude.sqlValue, fields.phone.sqlValue, position.sqlValue, fields.pickup.sqlValue,
    ]
    if isNew {
      try connection.execute(
        """
        INSERT INTO stock_locations (id, code, kind, name, city_id, address, latitude, longitude, phone, position,
          pickup)
        VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
        """, values)
    } else {
      try connection.execute(
        """
        UPDATE stock_locations SET code = $2, kind = $3, name = $4, city_id = $5, address = $6, latitude = $7,
          longitude = $8, phone = $9, position = $10, pickup = $11
        WHERE id = $1
        """, values)
    }
    try connection.execute("DELETE FROM location_opening_hours WHERE location_id = $1", [id.sqlValue])
    for day in fields.hours {
      try connection.execute(
        "INSERT INTO location_opening_hours (location_id, weekday, opens, closes) VALUES ($1, $2, $3, $4)",
        [
          id.sqlValue, PlacesRules.number(of: day.weekday).sqlValue, day.opens.string.sqlValue,
          day.closes.string.sqlValue,
        ])
    }
  }

  /// Closes (at `seconds`) or reopens (nil) the location.
  static func setClosed(_ id: Shop.ID, at seconds: Int64?, in connection: any DatabaseConnection) throws {
    try connection.execute("UPDATE stock_locations SET closed_at = $2 WHERE id = $1", [id.sqlValue, seconds.sqlValue])
  }

  /// How many warehouses are open.
  static func openWarehouses(in connection: any DatabaseConnection) throws -> Int {
    try connection.first("SELECT COUNT(*) FROM stock_locations WHERE kind = 'warehouse' AND closed_at IS NULL")?
      .int(0) ?? 0
  }

  /// Whether a shift is open on `register` (on any register of `shop` when `register` is nil).
  static func hasOpenShift(
    shop: Shop.ID, register: Register.ID? = nil, in connection: any DatabaseConnection
  ) throws -> Bool {
    let condition = register == nil ? "shop_id = $1" : "shop_id = $1 AND register_id = $2"
    return try connection.first(
      "SELECT 1 FROM pos_shifts WHERE \(condition) AND closed_at IS NULL",
      [shop.sqlValue] + (register.map { [$0.sqlValue] } ?? [])) != nil
  }

  // MARK: registers

  /// The counter registers of `shop`, retired ones too, by number.
  static func registers(of shop: Shop.ID, in connection: any DatabaseConnection) throws -> [AdminRegister] {
    try connection.query(
      """
      SELECT id, name, number, retired_at, shop_id FROM registers WHERE shop_id = $1 AND kind = 'counter'
      ORDER BY number
      """, [shop.sqlValue]
    ).map { row in
      guard let id = Register.ID(storedText: try row.string(0)), let shop = Shop.ID(storedText: try row.string(4))
      else { throw RowError.type(column: "registers", expected: "ids") }
      return AdminRegister(
        id: id, name: try row.string(1), number: try row.int(2), retired: try row.optionalInt(3) != nil, shopID: shop)
    }
  }

  /// Retires the register at `seconds`.
  static func retire(_ register: Register.ID, at seconds: Int64, in connection: any DatabaseConnection) throws {
    try connection.execute(
      "UPDATE registers SET retired_at = $2 WHERE id = $1", [register.sqlValue, seconds.sqlValue])
  }
}
