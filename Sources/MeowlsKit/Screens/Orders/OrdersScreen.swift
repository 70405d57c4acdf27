import Foundation
import MeowlsAPI

/// The customer's orders (`app.md` §10): newest first, in pages of 20 followed to the end, reloaded quietly when
/// the list reappears (an order cancelled or placed meanwhile shows its new state); a row opens the order.
public enum OrdersScreen {
  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    /// The page after the last one listed, if any.
    public var nextPage: Int?
    /// The orders listed, without repeats.
    public var orders: [Order]
    /// What the list is doing.
    public var phase: Phase
    /// The page whose answer the list waits for; any other answer is stale.
    public var request: Int?

    /// A list that has not appeared yet.
    public init(nextPage: Int? = nil, orders: [Order] = [], phase: Phase = .idle, request: Int? = nil) {
      self.nextPage = nextPage
      self.orders = orders
      self.phase = phase
      self.request = request
    }
  }

  /// The list; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// No orders yet: "go shopping".
    case empty
    /// The first page failed; a retry button.
    case failed(APIError)
    case idle
    case loaded
    /// The first page is on its way and nothing is listed.
    case loading
    /// A further page failed; the orders stay, with a retry row.
    case loadingMoreFailed(APIError)
    /// A further page is on its way.
    case loadingMore
    /// The list is listed and its first page is being reloaded.
    case refreshing
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case continueShoppingTapped
    case orderAppeared(Order.ID)
    case orderTapped(OrderNumber)
    case pageResponse(Int, Result<Page<Order>, APIError>)
    case refreshPulled
    case retryTapped
    case viewAppeared
  }

  /// Where the list sends the user.
  public enum Route: Equatable, Sendable, CaseIterable {
    case catalogue
    /// The order's own screen (`OrderScreen`).
    case order(OrderNumber)

    /// One of each case, for the route-coverage test.
    public static var allCases: [Route] { [.catalogue, .order(1_000_021)] }
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchPage(Int)
    case navigate(Route)
  }

  /// How close to the end a shown order has to be for the next page to load.
  public static var prefetchDistance: Int { 4 }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .continueShoppingTapped:
      return [.navigate(.catalogue)]

    case .orderAppeared(let id):
      guard state.phase == .loaded, let next = state.nextPage,
        let index = state.orders.firstIndex(where: { $0.id == id }),
        index >= state.orders.count - prefetchDistance
      else { return [] }
      return load(&state, page: next)

    case .orderTapped(let number):
      guard state.orders.contains(where: { $0.number == number }) else { return [] }
      return [.navigate(.order(number))]

    case .pageResponse(let page, let result):
      guard page == state.request else { return [] }
      state.request = nil
      switch result {
      case .success(let answer): adopt(answer, page: page, in: &state)
      case .failure where page == 1 && state.phase == .refreshing: state.phase = .loaded
      case .failure(let error) where page == 1: state.phase = .failed(error)
      case .failure(let error): state.phase = .loadingMoreFailed(error)
      }
      return []

    case .refreshPulled, .viewAppeared:
      switch state.phase {
      case .loading, .refreshing:
        return []
      case .loaded, .loadingMore, .loadingMoreFailed:
        state.phase = .refreshing
        state.request = 1
        return [.fetchPage(1)]
      case .empty, .failed, .idle:
        return load(&state, page: 1)
      }

    case .retryTapped:
      switch state.phase {
      case .failed: return load(&state, page: 1)
      case .loadingMoreFailed: return state.nextPage.map { load(&state, page: $0) } ?? []
      default: return []
      }
    }
  }

  private static func load(_ state: inout State, page: Int) -> [Effect] {
    state.request = page
    state.phase = page == 1 ? .loading : .loadingMore
    return [.fetchPage(page)]
  }

  private static func adopt(_ answer: Page<Order>, page: Int, in state: inout State) {
    let kept = page == 1 ? [] : state.orders
    let listed = Set(kept.map(\.id))
    state.orders = kept + answer.results.filter { !listed.contains($0.id) }
    // NB: only a later page counts, so a server that repeats a page cannot loop the list (as `Paginator`).
    state.nextPage = answer.paginationInfo.nextPage.flatMap { $0 > page ? $0 : nil }
    state.phase = state.orders.isEmpty ? .empty : .loaded
  }
}
