extension APIRoute.POS {
  /// `/api/v1/pos/pickups...`: the click-and-collect orders of the staff member's shop.
  public enum Pickup: Equatable, Sendable {
    /// `POST /pos/pickups/{number}/hand_over` `HandOverRequest` → `OrderHandOver`.
    case handOver(PathParameter<OrderNumber>, HandOverRequest)
    /// `GET /pos/pickups?status&page&per_page` → `Page<PickupOrder>`, oldest first.
    case list(PickupQuery)
    /// `POST /pos/pickups/{number}/ready` → `PickupOrder`: IN_PROGRESS → READY_FOR_PICKUP.
    case markReady(PathParameter<OrderNumber>)
  }
}

extension APIRoute.POS.Pickup {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .handOver, .list, .markReady: .staff(RouteAccess.registerRoles)
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .handOver(let number, let body): .pos(post: ["pickups", number.pathComponent, "hand_over"], body: body)
    case .list(let query):
      .pos(.GET, ["pickups"], query: query.status.map { [QueryItem(name: "status", value: $0.rawValue)] } ?? [])
        .appending(.page(query.page))
    case .markReady(let number): .pos(.POST, ["pickups", number.pathComponent, "ready"])
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  static func table(for path: [String]) -> RouteTable<Self> {
    if path == ["pickups"] {
      return [.GET: { input in .list(PickupQuery(page: try input.page(), status: try input.enumeration("status"))) }]
    }
    if let number = path.parameter(after: ["pickups"], before: ["hand_over"]) {
      return [.POST: { input in .handOver(PathParameter(pathComponent: number), try input.body()) }]
    }
    if let number = path.parameter(after: ["pickups"], before: ["ready"]) {
      return [.POST: { _ in .markReady(PathParameter(pathComponent: number)) }]
    }
    return [:]
  }
}

extension RouteRequest {
  /// The request with more query items.
  func appending(_ items: [QueryItem]) -> RouteRequest {
    var request = self
    request.query += items
    return request
  }
}

extension RouteInput {
  /// A query parameter naming a case of `Value`: nil when absent, 400 `abortError` for an unknown value.
  func enumeration<Value: RawRepresentable & CaseIterable>(_ name: String) throws(RouteMatchError) -> Value?
  where Value.RawValue == String {
    record?.note(name, .enumeration(Value.allCases.map(\.rawValue)))
    guard let text = last(name) else { return nil }
    guard let value = Value(rawValue: text) else {
      let known = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidBody("Unknown value '\(text.prefix(40))' for key '\(name)'; expected one of: \(known).")
    }
    return value
  }
}
