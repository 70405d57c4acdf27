import MeowlsAPI

/// The current promotions (`GET /sales?sale_type=online`), the list a top-level sale banner opens (its redirect
/// carries no sale id, `MainScreen.Route.sales`): sales page by page, the next page when one of the last sales
/// appears, and a tap that opens the sale's products.
public enum SalesScreen {
  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    /// The sales so far and the page on its way.
    public var list: PagedList<Sale>

    /// A list that has not appeared yet.
    public init(list: PagedList<Sale> = PagedList()) {
      self.list = list
    }

    /// What the list is doing.
    public var phase: PagedList<Sale>.Phase { list.phase }
    /// The sales listed so far.
    public var sales: [Sale] { list.items }
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case refreshPulled
    case retryTapped
    case saleAppeared(Sale.ID)
    case saleTapped(Sale.ID)
    case salesResponse(page: Int, Result<Page<Sale>, APIError>)
    case viewAppeared
  }

  /// Where the list sends the user.
  public enum Route: Equatable, Sendable {
    /// The sale's products (`ListingScreen.Source.sale`).
    case sale(Sale.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchSales(page: Int)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .refreshPulled:
      return state.list.refresh().map { [.fetchSales(page: $0)] } ?? []

    case .retryTapped:
      return state.list.retry().map { [.fetchSales(page: $0)] } ?? []

    case .saleAppeared(let id):
      return state.list.itemAppeared(id).map { [.fetchSales(page: $0)] } ?? []

    case .saleTapped(let id):
      guard state.sales.contains(where: { $0.id == id }) else { return [] }
      return [.navigate(.sale(id))]

    case .salesResponse(let page, let result):
      state.list.receive(page: page, result)
      return []

    case .viewAppeared:
      guard state.list.phase == .idle else { return [] }
      return [.fetchSales(page: state.list.reload())]
    }
  }
}
