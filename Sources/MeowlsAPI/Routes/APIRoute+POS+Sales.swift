extension APIRoute.POS {
  /// `/api/v1/pos/sales` and `/pos/receipts/...` (cashiers, managers, admins of the shop).
  public enum Sales: Equatable, Sendable {
    /// `GET /pos/catalogue?since&after&limit&shop_id` → `RegisterCatalogue`: the shop's catalogue for its registers,
    /// whole or the changes since a revision.
    case catalogue(RegisterCatalogueQuery)
    /// `POST /pos/sales/quote` `SaleRequest` → `SaleQuote`: the basket priced as the sale would be, nothing recorded.
    case quote(SaleRequest)
    /// `GET /pos/receipts/{number}` → `Receipt`.
    case receipt(PathParameter<ReceiptNumber>)
    /// `GET /pos/receipts/{number}.html` → the receipt as a printable 80 mm page (`text/html`).
    case receiptHTML(PathParameter<ReceiptNumber>)
    /// `GET /pos/receipts?date&number&shift_id&cashier_id&page&per_page` → `Page<Receipt>` of the shop, newest first.
    case receipts(ReceiptsQuery)
    /// `POST /pos/sales` `SaleRequest` → `Receipt` (the first one again for a repeated sale id).
    case sell(SaleRequest)
  }
}

extension APIRoute.POS.Sales {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .catalogue, .quote, .receipt, .receiptHTML, .receipts: .staff(RouteAccess.registerRoles)
    case .sell: .staff(RouteAccess.registerRoles, approval: .whenNeeded)
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .catalogue(let query): .pos(.GET, ["catalogue"], query: query.items)
    case .quote(let body): .pos(post: ["sales", "quote"], body: body)
    case .receipt(let number): .pos(.GET, ["receipts", number.pathComponent])
    case .receiptHTML(let number): .pos(.GET, ["receipts", number.pathComponent + ".html"])
    case .receipts(let query): .pos(.GET, ["receipts"], query: query.items)
    case .sell(let body): .pos(post: ["sales"], body: body)
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  ///
  /// NB: `receipts/{number}.html` is the HTML of receipt `{number}`, so a malformed number that itself ends in
  /// `.html` reads as the HTML route.
  static func table(for path: [String]) -> RouteTable<Self> {
    if path == ["sales"] { return [.POST: { input in .sell(try input.body()) }] }
    if path == ["sales", "quote"] { return [.POST: { input in .quote(try input.body()) }] }
    if path == ["catalogue"] { return [.GET: { input in .catalogue(try RegisterCatalogueQuery(input)) }] }
    if path == ["receipts"] { return [.GET: { input in .receipts(try ReceiptsQuery(input)) }] }
    guard let segment = path.parameter(after: ["receipts"]) else { return [:] }
    if segment.hasSuffix(".html") {
      let number = PathParameter<ReceiptNumber>(pathComponent: String(segment.dropLast(5)))
      return [.GET: { _ in .receiptHTML(number) }]
    }
    return [.GET: { _ in .receipt(PathParameter(pathComponent: segment)) }]
  }
}
