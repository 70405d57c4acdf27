extension APIRoute {
  /// `/api/v1/pos/...`: the staff API of the POS app (`decisions.md` §POS), one nested enum per area. Every route
  /// needs a staff token but `staff(.login)`.
  public enum POS: Equatable, Sendable {
    /// Courier orders assigned to couriers, delivered or failed.
    case couriers(Couriers)
    /// Click-and-collect orders of the member's shop: list, ready, hand-over.
    case pickup(Pickup)
    /// Daily reports per shop, as JSON and CSV.
    case reports(Reports)
    /// Returns against a receipt.
    case returns(Returns)
    /// Counter sales and their receipts.
    case sales(Sales)
    /// Shifts of a register: open, cash in and out, X and Z reports, close.
    case shifts(Shifts)
    /// Staff sign-in, the signed-in member, registers and their PIN unlock.
    case staff(Staff)
    /// Stock of a variant everywhere; goods received and counts.
    case stock(Stock)
  }
}

extension APIRoute.POS {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .couriers(let route): route.access
    case .pickup(let route): route.access
    case .reports(let route): route.access
    case .returns(let route): route.access
    case .sales(let route): route.access
    case .shifts(let route): route.access
    case .staff(let route): route.access
    case .stock(let route): route.access
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .couriers(let route): route.request
    case .pickup(let route): route.request
    case .reports(let route): route.request
    case .returns(let route): route.request
    case .sales(let route): route.request
    case .shifts(let route): route.request
    case .staff(let route): route.request
    case .stock(let route): route.request
    }
  }

  /// The routes of a path below `/api/v1` (only paths starting with `pos`).
  static func table(for path: [String]) -> RouteTable<Self> {
    guard path.first == "pos" else { return [:] }
    let rest = Array(path.dropFirst())
    return [
      lift(Couriers.table(for: rest), APIRoute.POS.couriers),
      lift(Pickup.table(for: rest), APIRoute.POS.pickup),
      lift(Staff.table(for: rest), APIRoute.POS.staff),
      lift(Stock.table(for: rest), APIRoute.POS.stock),
      lift(Reports.table(for: rest), APIRoute.POS.reports),
      lift(Returns.table(for: rest), APIRoute.POS.returns),
      lift(Sales.table(for: rest), APIRoute.POS.sales),
      lift(Shifts.table(for: rest), APIRoute.POS.shifts),
      lift(Staff.table(for: rest), APIRoute.POS.staff),
    ].reduce(into: [:]) { table, area in table.merge(area) { first, _ in first } }
  }
}

extension RouteRequest {
  /// A request to `/api/v1/pos/<segments>`.
  static func pos(_ method: HTTPMethod, _ segments: [String], query: [QueryItem] = []) -> RouteRequest {
    .api(method, ["pos"] + segments, query: query)
  }

  /// A `POST` to `/api/v1/pos/<segments>` with a JSON body.
  static func pos(post segments: [String], body: some Encodable) -> RouteRequest {
    .api(post: ["pos"] + segments, body: body)
  }
}
