import Foundation
import MeowlsAPI

/// The SQL behind POS staff: assignments, PINs, shops and registers. Every statement on those tables lives here.
enum StaffStore {
  /// An active staff account with its shop and whether it has a PIN; nil for customers and unknown ids.
  /// `includingDisabled`: a disabled member too (marked `disabled`), for the admins.
  static func member(
    _ id: User.ID, includingDisabled: Bool = false, in connection: any DatabaseConnection
  ) throws -> StaffMember? {
    try members(where: "u.id = $1", [id.sqlValue], includingDisabled: includingDisabled, in: connection).first
  }

  /// The active staff of `shop` (every active staff account when nil), by role then phone; with
  /// `includingDisabled`, the disabled ones too.
  static func members(
    of shop: Shop.ID?, includingDisabled: Bool = false, in connection: any DatabaseConnection
  ) throws -> [StaffMember] {
    guard let shop else {
      return try members(where: "u.role <> 'customer'", [], includingDisabled: includingDisabled, in: connection)
    }
    return try members(
      where: "u.role <> 'customer' AND a.shop_id = $1", [shop.sqlValue], includingDisabled: includingDisabled,
      in: connection)
  }

  private static func members(
    where condition: String, _ binds: [SQLValue], includingDisabled: Bool = false,
    in connection: any DatabaseConnection
  ) throws -> [StaffMember] {
    try connection.query(
      """
      SELECT u.id, u.name, u.phone, u.role, p.user_id, \(shopColumns),
        EXISTS (SELECT 1 FROM staff_disabled d WHERE d.user_id = u.id)
      FROM users u
      LEFT JOIN staff_assignments a ON a.user_id = u.id
      LEFT JOIN stock_locations s ON s.id = a.shop_id
      LEFT JOIN staff_pins p ON p.user_id = u.id
      WHERE \(condition) AND u.deleted_at IS NULL
        AND (\(includingDisabled ? "1 = 1" : "1 = 0") OR NOT EXISTS (SELECT 1 FROM staff_disabled d WHERE d.user_id = u.id))
      ORDER BY u.role, u.phone
      """, binds
    ).compactMap { row in
      guard let id = User.ID(storedText: try row.string(0)), let role = StaffRole(rawValue: try row.string(3)) else {
        return nil
      }
      return StaffMember(
        disabled: try row.int(10) == 1 ? true : nil, hasPIN: try row.optionalString(4) != nil, id: id,
        name: try row.optionalString(1), phone: try row.string(2),
        role: role, shop: try shop(row, from: 5))
    }
  }

  // NB: the city's time zone rides along so the counter's pages show times as the shop's clock does (the till's
  // host may be set to another zone).
  private static let shopColumns =
    "s.id, s.name, s.address, s.city_id, (SELECT c.time_zone FROM cities c WHERE c.id = s.city_id)"

  private static func shop(_ row: Row, from column: Int) throws -> Shop? {
    guard let text = try row.optionalString(column), let id = Shop.ID(uuidString: text),
      let city = City.ID(storedText: try row.string(column + 3))
    else { return nil }
    return Shop(
      address: try row.string(column + 2), cityID: city, id: id, name: try row.string(column + 1),
      timeZone: try row.optionalString(column + 4))
  }

  /// A shop (a `stock_locations` row of kind `shop`) by id or code.
  static func shop(_ key: String, in connection: any DatabaseConnection) throws -> Shop? {
    guard
      let row = try connection.first(
        "SELECT \(shopColumns) FROM stock_locations s WHERE s.kind = 'shop' AND (s.id = $1 OR s.code = $2)",
        [(UUID(uuidString: key)?.uuidString ?? key).sqlValue, key.sqlValue])
    else { return nil }
    return try shop(row, from: 0)
  }

  /// Every shop with its code, in catalogue order.
  static func shops(in connection: any DatabaseConnection) throws -> [(code: String, shop: Shop)] {
    try connection.query(
      "SELECT \(shopColumns), s.code FROM stock_locations s WHERE s.kind = 'shop' ORDER BY s.position"
    ).compactMap { row in try shop(row, from: 0).map { (try row.string(5), $0) } }
  }

  /// Assigns `user` to `shop`, replacing an earlier assignment.
  static func assign(_ user: User.ID, to shop: Shop.ID, at seconds: Int64, in connection: any DatabaseConnection) throws
  {
    try connection.execute(
      """
      INSERT INTO staff_assignments (user_id, shop_id, assigned_at) VALUES ($1, $2, $3)
      ON CONFLICT (user_id) DO UPDATE SET shop_id = excluded.shop_id, assigned_at = excluded.assigned_at
      """, [user.sqlValue, shop.sqlValue, seconds.sqlValue])
  }

  // MARK: registers

  private static let registerColumns = "id, name, number, shop_id"

  /// The counter registers in service of `shop` (of every shop when nil), by shop and number: retired ones and a
  /// closed shop's are left out.
  static func registers(of shop: Shop.ID?, in connection: any DatabaseConnection) throws -> [Register] {
    let condition = "WHERE \(inService)" + (shop == nil ? "" : " AND shop_id = $1")
    return try connection.query(
      "SELECT \(registerColumns) FROM registers \(condition) ORDER BY shop_id, number",
      shop.map { [$0.sqlValue] } ?? []
    ).compactMap(register)
  }

  /// A counter register in service (a shop's mobile registrar is none: no shift opens, no sale rings up on it; nor
  /// on a retired register or one of a closed shop).
  static func register(_ id: Register.ID, in connection: any DatabaseConnection) throws -> Register? {
    try connection.first("SELECT \(registerColumns) FROM registers WHERE id = $1 AND \(inService)", [id.sqlValue])
      .flatMap(register)
  }

  private static let inService = """
    kind = 'counter' AND retired_at IS NULL
      AND shop_id NOT IN (SELECT id FROM stock_locations WHERE closed_at IS NOT NULL)
    """

  /// The mobile registrar of `shop` its couriers take payments at the door with, installed on first use with the
  /// shop's next register number.
  static func mobileRegister(
    of shop: Shop.ID, newID: Register.ID, in connection: any DatabaseConnection
  ) throws -> Register {
    let found = try connection.first(
      "SELECT \(registerColumns) FROM registers WHERE shop_id = $1 AND kind = 'mobile' ORDER BY number",
      [shop.sqlValue])
    if let register = try found.flatMap(register) { return register }
    let number =
      (try connection.first("SELECT MAX(number) FROM registers WHERE shop_id = $1", [shop.sqlValue])?
        .optionalInt(0) ?? 0) + 1
    let register = Register(id: newID, name: "Мобильная касса курьеров", number: number, shopID: shop)
    try connection.execute(
      "INSERT INTO registers (id, shop_id, number, name, kind) VALUES ($1, $2, $3, $4, 'mobile')",
      [newID.sqlValue, shop.sqlValue, number.sqlValue, register.name.sqlValue])
    return register
  }

  private static func register(_ row: Row) throws -> Register? {
    guard let id = Register.ID(storedText: try row.string(0)), let shop = Shop.ID(storedText: try row.string(3))
    else { return nil }
    return Register(id: id, name: try row.string(1), number: try row.int(2), shopID: shop)
  }

  /// Adds a register to `shop` with the next free number.
  static func addRegister(
    id: Register.ID, to shop: Shop.ID, name: String?, in connection: any DatabaseConnection
  ) throws -> Register {
    let number =
      (try connection.first("SELECT MAX(number) FROM registers WHERE shop_id = $1", [shop.sqlValue])?
        .optionalInt(0) ?? 0) + 1
    let register = Register(id: id, name: name ?? "Касса \(number)", number: number, shopID: shop)
    try connection.execute(
      "INSERT INTO registers (id, shop_id, number, name) VALUES ($1, $2, $3, $4)",
      [id.sqlValue, shop.sqlValue, number.sqlValue, register.name.sqlValue])
    return register
  }

  /// Records who unlocked `register` last.
  static func markUnlocked(
    _ register: Register.ID, by user: User.ID, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    try connection.execute(
      "UPDATE registers SET unlocked_by = $2, unlocked_at = $3 WHERE id = $1",
      [register.sqlValue, user.sqlValue, seconds.sqlValue])
  }

  /// The staff who may approve by PIN in `shop`: the managers and admins assigned to it (none for no shop).
  static func approvers(of shop: Shop.ID?, in connection: any DatabaseConnection) throws -> [User.ID] {
    guard let shop else { return [] }
    return try connection.query(
      """
      SELECT u.id FROM users u JOIN staff_assignments a ON a.user_id = u.id
      WHERE u.deleted_at IS NULL AND u.role IN ('admin', 'manager') AND a.shop_id = $1
        AND NOT EXISTS (SELECT 1 FROM staff_disabled d WHERE d.user_id = u.id)
      ORDER BY u.id
      """, [shop.sqlValue]
    ).compactMap { User.ID(storedText: try $0.string(0)) }
  }
}
