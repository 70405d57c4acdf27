import MeowlsAPI

/// The clients of one staff member's page: the staff list to find the member in (there is no single-member route),
/// a change answered with the member as they now are, and the shops to choose from; closures so tests script them.
public struct AdminStaffMemberClients: Sendable {
  public var change: @Sendable (Endpoint<StaffMember>) async throws(APIError) -> StaffMember
  public var list: @Sendable () async throws(APIError) -> [StaffMember]
  /// `GET /admin/shops`: every shop and warehouse, closed ones too (a manager's own only).
  public var shops: @Sendable () async throws(APIError) -> [AdminShop]

  public init(
    change: @escaping @Sendable (Endpoint<StaffMember>) async throws(APIError) -> StaffMember,
    list: @escaping @Sendable () async throws(APIError) -> [StaffMember],
    shops: @escaping @Sendable () async throws(APIError) -> [AdminShop]
  ) {
    self.change = change
    self.list = list
    self.shops = shops
  }

  /// The live clients over `api`.
  public static func live(api: APIClient) -> Self {
    Self(
      change: { endpoint throws(APIError) in try await api.send(endpoint) },
      list: { () throws(APIError) in try await api.send(.adminStaff) },
      shops: { () throws(APIError) in try await api.send(.adminShops) })
  }
}
