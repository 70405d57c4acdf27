import Foundation
import MeowlsAPI

/// The shops and warehouses of the back office (`/api/v1/admin/shops...`, `meowls shop …`): create, edit (address,
/// map point, phone, hours, pick-up, position), close and reopen, each audited (`shop.create`, `shop.edit`,
/// `shop.close`, `shop.reopen`, subject type `shop`) and seen by the pick-up points and the stock lists at once.
public struct ShopAdmin: Sendable {
  let clock: Clock
  let database: any Database
  let random: RandomSource

  public init(database: any Database, clock: Clock, random: RandomSource) {
    self.clock = clock
    self.database = database
    self.random = random
  }

  /// Every location, closed ones too, by position; only `shop` when given (a manager's own).
  public func list(only shop: Shop.ID? = nil) throws -> [AdminShop] {
    try database.withConnection { try ShopAdminStore.shops(shop, in: $0) }
  }

  /// `GET /admin/shops/{id}`.
  public func shop(_ id: Shop.ID?) throws -> AdminShop {
    try database.withConnection { try Self.existing(id, $0) }
  }

  /// The location with this id or code (the commands' `--shop`); `shopNotFound` otherwise.
  public func resolve(_ key: String) throws -> Shop.ID {
    let trimmed = key.trimmingCharacters(in: .whitespaces)
    let shops = try list()
    if let id = Shop.ID(uuidString: trimmed), shops.contains(where: { $0.id == id }) { return id }
    guard let shop = shops.first(where: { $0.code == trimmed }) else { throw PlacesError.shopNotFound(trimmed) }
    return shop.id
  }

  /// `POST /admin/shops`: a new location, last unless a position is given.
  public func create(_ draft: ShopDraft, by actor: AdminActor?) throws -> AdminShop {
    let fields = try PlacesRules.shop(draft)
    let id = Shop.ID(random.uuid())
    return try database.transaction { connection in
      let change = try PlacesChange.begin(by: actor, at: now, connection)
      try Self.write(fields, as: id, position: nil, isNew: true, connection)
      let shop = try Self.existing(id, connection)
      try change.end(
        "shop.create", "shop", id.uuidString, before: nil, after: shop, rebuild: shop.kind == .warehouse, connection)
      return shop
    }
  }

  /// `POST /admin/shops/{id}`: the whole location again; its kind stays, and an absent position keeps its place.
  public func edit(_ id: Shop.ID?, _ draft: ShopDraft, by actor: AdminActor?) throws -> AdminShop {
    try database.transaction { connection in
      let change = try PlacesChange.begin(by: actor, at: now, connection)
      let before = try Self.existing(id, connection)
      if let kind = draft.kind, kind != before.kind {
        throw PlacesError.invalid(field: "kind", reason: "A shop stays a shop and a warehouse a warehouse.")
      }
      var same = draft
      same.kind = before.kind
      let fields = try PlacesRules.shop(same)
      try Self.write(fields, as: before.id, position: before.position, isNew: false, connection)
      let after = try Self.existing(before.id, connection)
      try change.end(
        "shop.edit", "shop", before.id.uuidString, before: before, after: after, rebuild: before.kind == .warehouse,
        connection)
      return after
    }
  }

  /// `POST /admin/shops/{id}/close` and `/reopen`; a location already so changes nothing (no audit row). Closing is
  /// refused while a shift is open at the shop, and for the only open warehouse.
  public func setClosed(_ id: Shop.ID?, _ closed: Bool, by actor: AdminActor?) throws -> AdminShop {
    try database.transaction { connection in
      let before = try Self.existing(id, connection)
      // NB: nothing begun for a location already so: a bump would drop every server's cached pages for nothing.
      guard before.closed != closed else { return before }
      let change = try PlacesChange.begin(by: actor, at: now, connection)
      if closed {
        if try ShopAdminStore.hasOpenShift(shop: before.id, in: connection) {
          throw PlacesError.registerHasOpenShift(before.id.rawValue)
        }
        if before.kind == .warehouse, try ShopAdminStore.openWarehouses(in: connection) <= 1 {
          throw PlacesError.lastOpenWarehouse(before.id.rawValue)
        }
      }
      try ShopAdminStore.setClosed(before.id, at: closed ? now : nil, in: connection)
      let after = try Self.existing(before.id, connection)
      try change.end(
        closed ? "shop.close" : "shop.reopen", "shop", before.id.uuidString, before: before, after: after,
        rebuild: before.kind == .warehouse, connection)
      return after
    }
  }

  var now: Int64 { EpochSeconds.from(clock.now()) }

  private static func write(
    _ fields: PlacesRules.ShopFields, as id: Shop.ID, position: Int?, isNew: Bool, _ connection: any DatabaseConnection
  ) throws {
    guard try CityAdminStore.city(fields.cityID, in: connection) != nil else {
      throw PlacesError.cityNotFound(fields.cityID.uuidString)
    }
    if try ShopAdminStore.codeTaken(fields.code, except: id, in: connection) {
      throw PlacesError.shopCodeTaken(fields.code)
    }
    let place = try fields.position ?? position ?? ShopAdminStore.nextPosition(in: connection)
    try ShopAdminStore.write(fields, as: id, position: place, isNew: isNew, in: connection)
  }

  static func existing(_ id: Shop.ID?, _ connection: any DatabaseConnection) throws -> AdminShop {
    guard let id, let shop = try ShopAdminStore.shop(id, in: connection) else {
      throw PlacesError.shopNotFound(id?.uuidString ?? "")
    }
    return shop
  }
}
