extension APIRoute.POS {
  /// `/api/v1/pos/stock...`: stock of a variant everywhere, goods received and counts.
  public enum Stock: Equatable, Sendable {
    /// `POST /pos/stock/corrections` `StockChangeRequest` (units counted) → `StockChange` (manager, admin; others
    /// by manager PIN).
    case correct(StockChangeRequest)
    /// `GET /pos/stock?variant_id|article|barcode|q` → `StockLookup` (any staff); `q` finds a product by name.
    case lookup(StockQuery)
    /// `POST /pos/stock/receipts` `StockChangeRequest` (units received) → `StockChange` (manager, admin; others by
    /// manager PIN).
    case receive(StockChangeRequest)
  }
}

extension APIRoute.POS.Stock {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .correct, .receive: .staff([.admin, .manager], approval: .admitsOthersByPIN)
    case .lookup: .staff(RouteAccess.anyStaff)
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .correct(let body): .pos(post: ["stock", "corrections"], body: body)
    case .lookup(let query):
      .pos(
        .GET, ["stock"],
        query: [
          query.article.map { QueryItem(name: "article", value: $0.rawValue) },
          query.barcode.map { QueryItem(name: "barcode", value: $0) },
          query.name.map { QueryItem(name: "q", value: $0) },
          query.variantID.map { QueryItem(name: "variant_id", value: $0.uuidString) },
        ].compactMap { $0 })
    case .receive(let body): .pos(post: ["stock", "receipts"], body: body)
    }
  }

  /// The routes of a path below `/api/v1/pos`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["stock"]:
      return [
        .GET: { input in
          .lookup(
            StockQuery(
              article: input.last("article").map(Article.init(rawValue:)), barcode: input.last("barcode"),
              name: input.last("q").map { String($0.prefix(200)) }, variantID: input.identifier("variant_id")))
        }
      ]
    case ["stock", "corrections"]: return [.POST: { input in .correct(try input.body()) }]
    case ["stock", "receipts"]: return [.POST: { input in .receive(try input.body()) }]
    default: return [:]
    }
  }
}
