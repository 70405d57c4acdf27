import Foundation
import MeowlsAPI

/// `/api/v1/admin/cities...` and `/admin/shops...`: parse → `CityAdmin`, `ShopAdmin` (the services `meowls city` and
/// `meowls shop` use) → encode. `AccessResolver` let in admins, and managers for the reads; a manager reads their
/// own shop only, as the staff list does.
struct PlacesAdminHandler: Sendable {
  let cities: CityAdmin
  let shops: ShopAdmin

  static func live(_ dependencies: HandlerDependencies) -> PlacesAdminHandler {
    let (database, clock, random) =
      (dependencies.database, dependencies.environment.clock, dependencies.environment.random)
    return PlacesAdminHandler(
      cities: CityAdmin(database: database, clock: clock, random: random),
      shops: ShopAdmin(database: database, clock: clock, random: random))
  }

  func respond(to route: APIRoute.Admin.Places, staff: StaffContext, by actor: AdminActor) throws -> HTTPResponse {
    switch route {
    case .addRegister(let shop, let draft): return try .json(shops.addRegister(to: shop.value, draft, by: actor))
    case .cities: return try .json(cities.list())
    case .closeShop(let id): return try .json(shops.setClosed(id.value, true, by: actor))
    case .createCity(let draft): return try .json(cities.create(draft, by: actor))
    case .createShop(let draft): return try .json(shops.create(draft, by: actor))
    case .editCity(let id, let draft): return try .json(cities.edit(id.value, draft, by: actor))
    case .editShop(let id, let draft): return try .json(shops.edit(id.value, draft, by: actor))
    case .hideCity(let id): return try .json(cities.setHidden(id.value, true, by: actor))
    case .registers(let id): return try .json(shops.registers(of: try Self.readable(id, by: staff)))
    case .reopenShop(let id): return try .json(shops.setClosed(id.value, false, by: actor))
    case .retireRegister(let shop, let register):
      return try .json(shops.retire(register.value, of: shop.value, by: actor))
    case .shop(let id): return try .json(shops.shop(try Self.readable(id, by: staff)))
    case .shops: return try .json(shops.list(only: staff.role == .admin ? nil : try staff.requireShop()))
    case .showCity(let id): return try .json(cities.setHidden(id.value, false, by: actor))
    }
  }

  /// The shop a caller may read: any for an admin, their own for a manager (403 `staffNotAssigned` otherwise).
  private static func readable(_ id: PathParameter<Shop.ID>, by staff: StaffContext) throws -> Shop.ID? {
    guard staff.role != .admin else { return id.value }
    guard let shop = id.value, shop == (try staff.requireShop()) else { throw StaffError.staffNotAssigned }
    return shop
  }
}
