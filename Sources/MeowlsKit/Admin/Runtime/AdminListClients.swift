/// The clients of a back-office screen over a list the API answers whole (promo codes, staff): the list, and a
/// change answered with the row as it now is; closures so tests script them.
public struct AdminListClients<Row: Decodable & Sendable>: Sendable {
  public var list: @Sendable () async throws(APIError) -> [Row]
  public var change: @Sendable (Endpoint<Row>) async throws(APIError) -> Row

  public init(
    list: @escaping @Sendable () async throws(APIError) -> [Row],
    change: @escaping @Sendable (Endpoint<Row>) async throws(APIError) -> Row
  ) {
    self.list = list
    self.change = change
  }

  /// The live clients, the list read from `endpoint`.
  public static func live(api: APIClient, list endpoint: Endpoint<[Row]>) -> Self {
    Self(
      list: { () throws(APIError) in try await api.send(endpoint) },
      change: { endpoint throws(APIError) in try await api.send(endpoint) })
  }
}
