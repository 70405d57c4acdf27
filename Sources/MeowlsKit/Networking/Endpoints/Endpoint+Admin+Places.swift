import MeowlsAPI

extension Endpoint where Response == [AdminCity] {
  /// `GET /admin/cities`: every city, hidden ones too, in `GET /cities` order.
  public static var adminCities: Self { Self(.admin(.places(.cities))) }
}

extension Endpoint where Response == AdminCity {
  /// `POST /admin/cities` (a new city) or `POST /admin/cities/{id}` (the whole city again).
  public static func saveCity(_ id: City.ID?, _ draft: CityDraft) -> Self {
    guard let id else { return Self(.admin(.places(.createCity(draft)))) }
    return Self(.admin(.places(.editCity(.valid(id), draft))))
  }
  /// `POST /admin/cities/{id}/hide` or `/show`.
  public static func setCityHidden(_ id: City.ID, _ hidden: Bool) -> Self {
    Self(.admin(.places(hidden ? .hideCity(.valid(id)) : .showCity(.valid(id)))))
  }
}

extension Endpoint where Response == [AdminShop] {
  /// `GET /admin/shops`: every location for an admin, their own shop for a manager.
  public static var adminShops: Self { Self(.admin(.places(.shops))) }
}

extension Endpoint where Response == AdminShop {
  /// `GET /admin/shops/{id}`, closed or not.
  public static func adminShop(_ id: Shop.ID) -> Self { Self(.admin(.places(.shop(.valid(id))))) }
  /// `POST /admin/shops` (a new shop) or `POST /admin/shops/{id}` (the whole shop again).
  public static func saveShop(_ id: Shop.ID?, _ draft: ShopDraft) -> Self {
    guard let id else { return Self(.admin(.places(.createShop(draft)))) }
    return Self(.admin(.places(.editShop(.valid(id), draft))))
  }
  /// `POST /admin/shops/{id}/close` or `/reopen`.
  public static func setShopClosed(_ id: Shop.ID, _ closed: Bool) -> Self {
    Self(.admin(.places(closed ? .closeShop(.valid(id)) : .reopenShop(.valid(id)))))
  }
}

extension Endpoint where Response == [AdminRegister] {
  /// `GET /admin/shops/{id}/registers`: retired ones too, by number.
  public static func adminRegisters(_ shop: Shop.ID) -> Self { Self(.admin(.places(.registers(.valid(shop))))) }
}

extension Endpoint where Response == AdminRegister {
  /// `POST /admin/shops/{id}/registers`: the shop's next number.
  public static func addRegister(_ shop: Shop.ID, _ draft: RegisterDraft) -> Self {
    Self(.admin(.places(.addRegister(.valid(shop), draft))))
  }
  /// `POST /admin/shops/{id}/registers/{register_id}/retire`.
  public static func retireRegister(_ shop: Shop.ID, _ register: Register.ID) -> Self {
    Self(.admin(.places(.retireRegister(.valid(shop), .valid(register)))))
  }
}
