extension APIRoute.POS {
  /// `/api/v1/pos/returns` (cashiers with a manager's PIN, managers, admins of the sale's shop).
  public enum Returns: Equatable, Sendable {
    /// `POST /pos/returns` `ReturnRequest` → `ReturnReceipt` (the first one again for a repeated return id).
    case create(ReturnRequest)
    /// `GET /pos/returns/{number}` → the `ReturnReceipt` as answered (with its card refund's outcome).
    case receipt(PathParameter<ReceiptNumber>)
    /// `GET /pos/returns/{number}.html` → the «возврат прихода» as a printable 80 mm page (`text/html`).
    case receiptHTML(PathParameter<ReceiptNumber>)
    /// `GET /pos/returns?date&number&shift_id&cashier_id&page&per_page` → `Page<ReturnReceipt>` of the shop, newest
    /// first.
    case returns(ReceiptsQuery)
  }
}

extension APIRoute.POS.Returns {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .create: .staff(RouteAccess.registerRoles, approval: .whenNeeded)
    case .receipt, .receiptHTML, .returns: .staff(RouteAccess.registerRoles)
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .create(let body): .pos(post: ["returns"], body: body)
    case .receipt(let number): .pos(.GET, ["returns", number.pathComponent])
    case .receiptHTML(let number): .pos(.GET, ["returns", number.pathComponent + ".html"])
    case .returns(let query): .pos(.GET, ["returns"], query: query.items)
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  static func table(for path: [String]) -> RouteTable<Self> {
    if path == ["returns"] {
      return [.GET: { input in .returns(try ReceiptsQuery(input)) }, .POST: { input in .create(try input.body()) }]
    }
    guard let segment = path.parameter(after: ["returns"]) else { return [:] }
    if segment.hasSuffix(".html") {
      let number = PathParameter<ReceiptNumber>(pathComponent: String(segment.dropLast(5)))
      return [.GET: { _ in .receiptHTML(number) }]
    }
    return [.GET: { _ in .receipt(PathParameter(pathComponent: segment)) }]
  }
}
