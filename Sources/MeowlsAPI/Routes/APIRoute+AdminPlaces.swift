extension APIRoute.Admin {
  /// `/api/v1/admin/cities...` and `/api/v1/admin/shops...`: the cities, the shops and warehouses with their hours
  /// and pick-up, and the shops' registers (`Docs/admin.md`). Admins change them; a manager reads their own shop.
  public enum Places: Equatable, Sendable {
    /// `POST /admin/shops/{id}/registers` `RegisterDraft` → `AdminRegister`: the shop's next number.
    case addRegister(PathParameter<Shop.ID>, RegisterDraft)
    /// `GET /admin/cities` → `[AdminCity]`: every city, hidden ones too, in `GET /cities` order.
    case cities
    /// `POST /admin/shops/{id}/close` → `AdminShop`: off the pick-up points and the POS, history kept.
    case closeShop(PathParameter<Shop.ID>)
    /// `POST /admin/cities` `CityDraft` → `AdminCity`.
    case createCity(CityDraft)
    /// `POST /admin/shops` `ShopDraft` → `AdminShop`.
    case createShop(ShopDraft)
    /// `POST /admin/cities/{id}` `CityDraft` → `AdminCity`: the whole city again.
    case editCity(PathParameter<City.ID>, CityDraft)
    /// `POST /admin/shops/{id}` `ShopDraft` → `AdminShop`: the whole shop again.
    case editShop(PathParameter<Shop.ID>, ShopDraft)
    /// `POST /admin/cities/{id}/hide` → `AdminCity`: off `GET /cities`; refused while it has open shops.
    case hideCity(PathParameter<City.ID>)
    /// `GET /admin/shops/{id}/registers` → `[AdminRegister]`: the counter registers, retired ones too, by number.
    case registers(PathParameter<Shop.ID>)
    /// `POST /admin/shops/{id}/reopen` → `AdminShop`.
    case reopenShop(PathParameter<Shop.ID>)
    /// `POST /admin/shops/{id}/registers/{register_id}/retire` → `AdminRegister`; refused while a shift is open.
    case retireRegister(PathParameter<Shop.ID>, PathParameter<Register.ID>)
    /// `GET /admin/shops/{id}` → `AdminShop`, closed or not.
    case shop(PathParameter<Shop.ID>)
    /// `GET /admin/shops` → `[AdminShop]`: every location for an admin (closed ones too), their own shop for a
    /// manager.
    case shops
    /// `POST /admin/cities/{id}/show` → `AdminCity`: back on `GET /cities`.
    case showCity(PathParameter<City.ID>)
  }
}

extension APIRoute.Admin.Places {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .addRegister, .closeShop, .createCity, .createShop, .editCity, .editShop, .hideCity, .reopenShop,
      .retireRegister, .showCity:
      .staff([.admin])
    // NB: a manager reads their own shop only (403 `staffNotAssigned` for another's), as the staff list does.
    case .cities, .registers, .shop, .shops: .staff([.admin, .manager])
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .addRegister(let id, let body): .admin(post: ["shops", id.pathComponent, "registers"], body: body)
    case .cities: .admin(.GET, ["cities"])
    case .closeShop(let id): .admin(.POST, ["shops", id.pathComponent, "close"])
    case .createCity(let body): .admin(post: ["cities"], body: body)
    case .createShop(let body): .admin(post: ["shops"], body: body)
    case .editCity(let id, let body): .admin(post: ["cities", id.pathComponent], body: body)
    case .editShop(let id, let body): .admin(post: ["shops", id.pathComponent], body: body)
    case .hideCity(let id): .admin(.POST, ["cities", id.pathComponent, "hide"])
    case .registers(let id): .admin(.GET, ["shops", id.pathComponent, "registers"])
    case .reopenShop(let id): .admin(.POST, ["shops", id.pathComponent, "reopen"])
    case .retireRegister(let shop, let register):
      .admin(.POST, ["shops", shop.pathComponent, "registers", register.pathComponent, "retire"])
    case .shop(let id): .admin(.GET, ["shops", id.pathComponent])
    case .shops: .admin(.GET, ["shops"])
    case .showCity(let id): .admin(.POST, ["cities", id.pathComponent, "show"])
    }
  }

  /// The routes of a path below `/api/v1/admin`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path.first {
    case "cities": cityTable(for: path)
    case "shops": shopTable(for: path)
    default: [:]
    }
  }

  private static func cityTable(for path: [String]) -> RouteTable<Self> {
    guard path.count > 1 else {
      return [.GET: { _ in .cities }, .POST: { input in .createCity(try input.body()) }]
    }
    let id = PathParameter<City.ID>(pathComponent: path[1])
    switch path.count {
    case 2: return [.POST: { input in .editCity(id, try input.body()) }]
    case 3 where path[2] == "hide": return [.POST: { _ in .hideCity(id) }]
    case 3 where path[2] == "show": return [.POST: { _ in .showCity(id) }]
    default: return [:]
    }
  }

  private static func shopTable(for path: [String]) -> RouteTable<Self> {
    guard path.count > 1 else {
      return [.GET: { _ in .shops }, .POST: { input in .createShop(try input.body()) }]
    }
    let id = PathParameter<Shop.ID>(pathComponent: path[1])
    switch path.count {
    case 2: return [.GET: { _ in .shop(id) }, .POST: { input in .editShop(id, try input.body()) }]
    case 3 where path[2] == "close": return [.POST: { _ in .closeShop(id) }]
    case 3 where path[2] == "reopen": return [.POST: { _ in .reopenShop(id) }]
    case 3 where path[2] == "registers":
      return [.GET: { _ in .registers(id) }, .POST: { input in .addRegister(id, try input.body()) }]
    case 5 where path[2] == "registers" && path[4] == "retire":
      return [.POST: { _ in .retireRegister(id, PathParameter(pathComponent: path[3])) }]
    default: return [:]
    }
  }
}
