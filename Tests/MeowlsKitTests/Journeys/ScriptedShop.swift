import Foundation
import MeowlsAPI
import MeowlsKit

/// A tiny in-memory shop behind a scripted transport: just enough state (one account, favourites, a cart, orders)
/// to run the guest-to-order journey before the server's cart, checkout and orders are merged.
actor ScriptedShop {
  private var cart: [(Article, Int)] = []
  private var favorites: [Product.ID] = []
  private var orders: [Order] = []

  func handle(_ route: APIRoute, _ request: TransportRequest) -> TransportResponse {
    let signedIn = request.headers["Authorization"] == "Token T1"
    switch route {
    case .accounts(.create): return .json(Fixtures.user(token: "T1"))
    case .cart(.calculate(let body)): return .json(CartFixtures.cart(body.cart.items.map { ($0.article, $0.count) }))
    case .cart(.merge(let body)) where signedIn:
      cart = body.cart.items.map { ($0.article, min($0.count, 10)) }
      let report = body.cart.items.filter { $0.count > 10 }.map {
        MergeReportEntry(applied: 10, article: $0.article, reason: "Only 10 in stock", requested: $0.count)
      }
      return .json(CartFixtures.cart(cart, mergeReport: report))
    case .cart(.current) where signedIn: return .json(CartFixtures.cart(cart))
    case .checkout(.purchase) where signedIn:
      guard !cart.isEmpty, request.headers["Idempotency-Key"] != nil else { return .error(400, .cartIsEmpty) }
      let number = OrderNumber(1_000_001 + orders.count)
      let total = CartFixtures.cart(cart).summaries
      orders.insert(Self.order(number, summaries: total, status: .inProgress), at: 0)
      cart = []
      return .json(PurchaseResult(orderNumber: number))
    case .favorites(.list(let page)) where signedIn:
      let results = favorites.map { id in Fixtures.product(Int(id.uuidString.suffix(12))!) }
      return .json(
        Page(
          paginationInfo: PaginationInfo(page: page.page ?? 1, perPage: 20, totalCount: results.count),
          results: results))
    case .favorites(.star(let ids)) where signedIn:
      let already = ids.contains(where: favorites.contains)
      favorites = ids.filter { !favorites.contains($0) }.reversed() + favorites
      return already ? .error(208, .productAlreadyStarred) : .empty
    case .orders(.cancel(.valid(let number))) where signedIn:
      guard let index = orders.firstIndex(where: { $0.number == number }) else {
        return .error(400, .invalidOrderNumber)
      }
      orders[index] = Self.order(number, summaries: orders[index].summaries, status: .canceled)
      return .empty
    case .orders(.list) where signedIn:
      return .json(
        Page(paginationInfo: PaginationInfo(page: 1, perPage: 20, totalCount: orders.count), results: orders))
    default:
      return .error(signedIn ? 404 : 401, .abortError)
    }
  }

  static func order(_ number: OrderNumber, summaries: [Summary], status: OrderStatusCode) -> Order {
    Order(
      canBePaidOnline: false, cancelable: status == .inProgress,
      id: Order.ID(uuidString: String(format: "0D000000-0000-0000-0000-%012d", number.rawValue))!,
      itemsPreviews: [], number: number, orderDate: CalendarDate(year: 2027, month: 1, day: 15)!, paid: false,
      repeatAllowed: true, status: status == .inProgress ? "Новый" : "Отменен", statusCode: status,
      summaries: summaries)
  }
}
