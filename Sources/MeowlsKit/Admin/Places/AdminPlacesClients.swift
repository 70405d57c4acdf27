import MeowlsAPI

/// The clients of the back office's shop and city screens: the lists and one shop the API answers, and a change of
/// a shop, a city or a register answered with it as it now is; closures so tests script them.
public struct AdminPlacesClients: Sendable {
  public var cities: @Sendable () async throws(APIError) -> [AdminCity]
  public var city: @Sendable (Endpoint<AdminCity>) async throws(APIError) -> AdminCity
  public var register: @Sendable (Endpoint<AdminRegister>) async throws(APIError) -> AdminRegister
  public var registers: @Sendable (Shop.ID) async throws(APIError) -> [AdminRegister]
  /// One shop read (`.adminShop`) or changed (`.saveShop`, `.setShopClosed`).
  public var shop: @Sendable (Endpoint<AdminShop>) async throws(APIError) -> AdminShop
  public var shops: @Sendable () async throws(APIError) -> [AdminShop]

  public init(
    cities: @escaping @Sendable () async throws(APIError) -> [AdminCity],
    city: @escaping @Sendable (Endpoint<AdminCity>) async throws(APIError) -> AdminCity,
    register: @escaping @Sendable (Endpoint<AdminRegister>) async throws(APIError) -> AdminRegister,
    registers: @escaping @Sendable (Shop.ID) async throws(APIError) -> [AdminRegister],
    shop: @escaping @Sendable (Endpoint<AdminShop>) async throws(APIError) -> AdminShop,
    shops: @escaping @Sendable () async throws(APIError) -> [AdminShop]
  ) {
    self.cities = cities
    self.city = city
    self.register = register
    self.registers = registers
    self.shop = shop
    self.shops = shops
  }

  /// The live clients over `api`.
  public static func live(api: APIClient) -> Self {
    Self(
      cities: { () throws(APIError) in try await api.send(.adminCities) },
      city: { endpoint throws(APIError) in try await api.send(endpoint) },
      register: { endpoint throws(APIError) in try await api.send(endpoint) },
      registers: { shop throws(APIError) in try await api.send(.adminRegisters(shop)) },
      shop: { endpoint throws(APIError) in try await api.send(endpoint) },
      shops: { () throws(APIError) in try await api.send(.adminShops) })
  }
}

/// Which field of a places form an API refusal names: the first of its `failures` (`code`, `time_zone`,
/// `opening_hours[1].closes` …), as the body spells it; nil for one about the record (`ID`).
enum AdminPlacesRefusal {
  static func field(of error: APIError) -> String? {
    guard case .server(_, let response) = error, let field = response.failures?.first?.field, field != "ID" else {
      return nil
    }
    return field
  }
}
