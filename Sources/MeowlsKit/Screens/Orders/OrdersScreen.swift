import Foundation
import MeowlsAPI

/// The customer's orders (`app.md` §10): newest first, in pages of 20 followed to the end, reloaded quietly when
/// the list reappears (an order cancelled or placed meanwhile shows its new state); a row opens the order.
public enum OrdersScreen {
  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    /// The orders, newest first, and the page on its way.
    public var list: PagedList<Order>

    /// A list; by default one that has not appeared yet.
    public init(list: PagedList<Order> = PagedList()) {
      self.list = list
    }

    /// The orders listed, without repeats.
    public var orders: [Order] { list.items }
    /// What the list is doing.
    public var phase: Phase { list.phase }
  }

  /// The list's phases (`PagedList.Phase`): `empty` is "no orders yet: go shopping".
  public typealias Phase = PagedList<Order>.Phase

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
  public enum Route: Equatable, Sendable {
    case catalogue
    /// The order's own screen (`OrderScreen`).
    case order(OrderNumber)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchPage(Int)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .continueShoppingTapped:
      return [.navigate(.catalogue)]

    case .orderAppeared(let id):
      return fetch(state.list.itemAppeared(id))

    case .orderTapped(let number):
      guard state.orders.contains(where: { $0.number == number }) else { return [] }
      return [.navigate(.order(number))]

    case .pageResponse(let page, let result):
      state.list.receive(page: page, result)
      return []

    case .refreshPulled, .viewAppeared:
      return fetch(state.list.refresh())

    case .retryTapped:
      return fetch(state.list.retry())
    }
  }

  private static func fetch(_ page: Int?) -> [Effect] {
    page.map { [.fetchPage($0)] } ?? []
  }
}
