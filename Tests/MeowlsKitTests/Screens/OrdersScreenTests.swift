import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct OrdersScreenTests {
  typealias O = OrdersScreen

  static let error = APIError.transport(.notConnected)
  static func orders(_ numbers: [Int]) -> [Order] { numbers.map { OrderFixtures.order($0) } }

  func step(
    _ state: inout O.State, _ action: O.Action, _ expected: O.State, _ effects: [O.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(O.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func pagesFollowToTheEndAppendedWithoutRepeats() {
    var state = O.State()
    step(&state, .viewAppeared, O.State(list: .init(phase: .loading, request: 1)), [.fetchPage(1)])
    step(&state, .viewAppeared, O.State(list: .init(phase: .loading, request: 1)), [])
    step(
      &state, .pageResponse(1, .success(OrderFixtures.page([9, 8, 7, 6, 5], page: 1, next: 2))),
      O.State(list: .init(items: Self.orders([9, 8, 7, 6, 5]), nextPage: 2, phase: .loaded)), [])
    step(&state, .orderAppeared(OrderFixtures.order(9).id), state, [])
    step(
      &state, .orderAppeared(OrderFixtures.order(8).id),
      O.State(list: .init(items: Self.orders([9, 8, 7, 6, 5]), nextPage: 2, phase: .loadingMore, request: 2)),
      [.fetchPage(2)])
    step(
      &state, .orderAppeared(OrderFixtures.order(5).id),
      O.State(list: .init(items: Self.orders([9, 8, 7, 6, 5]), nextPage: 2, phase: .loadingMore, request: 2)), [])
    step(
      &state, .pageResponse(2, .success(OrderFixtures.page([5, 4], page: 2, next: nil))),
      O.State(list: .init(items: Self.orders([9, 8, 7, 6, 5, 4]), phase: .loaded)), [])
    step(&state, .orderAppeared(OrderFixtures.order(4).id), state, [])
  }

  @Test func noOrdersOffersShopping() {
    var state = O.State(list: .init(phase: .loading, request: 1))
    step(
      &state, .pageResponse(1, .success(OrderFixtures.page([], page: 1, next: nil))),
      O.State(list: .init(phase: .empty)), [])
    step(&state, .continueShoppingTapped, O.State(list: .init(phase: .empty)), [.navigate(.catalogue)])
  }

  @Test func failuresAreRetriedFromThePageThatFailed() {
    var state = O.State(list: .init(phase: .loading, request: 1))
    step(&state, .pageResponse(1, .failure(Self.error)), O.State(list: .init(phase: .failed(Self.error))), [])
    step(&state, .retryTapped, O.State(list: .init(phase: .loading, request: 1)), [.fetchPage(1)])
    var more = O.State(list: .init(items: Self.orders([1]), nextPage: 3, phase: .loadingMore, request: 3))
    step(
      &more, .pageResponse(3, .failure(Self.error)),
      O.State(list: .init(items: Self.orders([1]), nextPage: 3, phase: .loadingMoreFailed(Self.error))), [])
    step(
      &more, .retryTapped, O.State(list: .init(items: Self.orders([1]), nextPage: 3, phase: .loadingMore, request: 3)),
      [.fetchPage(3)])
    step(
      &more, .retryTapped, O.State(list: .init(items: Self.orders([1]), nextPage: 3, phase: .loadingMore, request: 3)),
      [])
  }

  @Test func reappearingReloadsQuietlyAndAStalePageIsDropped() {
    var state = O.State(list: .init(items: Self.orders([2, 1]), nextPage: 2, phase: .loadingMore, request: 2))
    let refreshing = O.State(list: .init(items: Self.orders([2, 1]), nextPage: 2, phase: .refreshing, request: 1))
    step(&state, .viewAppeared, refreshing, [.fetchPage(1)])
    step(&state, .refreshPulled, refreshing, [])
    step(&state, .pageResponse(2, .success(OrderFixtures.page([0], page: 2, next: nil))), refreshing, [])
    step(
      &state, .pageResponse(1, .failure(Self.error)),
      O.State(list: .init(items: Self.orders([2, 1]), nextPage: 2, phase: .loaded)), [])
    step(&state, .refreshPulled, refreshing, [.fetchPage(1)])
    step(
      &state, .pageResponse(1, .success(OrderFixtures.page([3, 2, 1], page: 1, next: nil))),
      O.State(list: .init(items: Self.orders([3, 2, 1]), phase: .loaded)), [])
  }

  @Test func aRowOpensItsOrder() {
    var state = O.State(list: .init(items: Self.orders([3]), phase: .loaded))
    step(&state, .orderTapped(3), state, [.navigate(.order(3))])
    step(&state, .orderTapped(4), state, [])
  }

  @MainActor @Test func theStorePagesAndOpensAnOrder() async {
    let routes = Recorder<O.Route>()
    let store = O.store(
      O.Dependencies(
        navigate: { routes.append($0) },
        page: { page, _ throws(APIError) in
          page == 1 ? OrderFixtures.page([3, 2], page: 1, next: 2) : OrderFixtures.page([1], page: 2, next: nil)
        }))
    store.send(.viewAppeared)
    await store.settle()
    store.send(.orderAppeared(OrderFixtures.order(2).id))
    await store.settle()
    store.send(.orderTapped(1))
    await store.settle()
    #expect(store.state == O.State(list: .init(items: Self.orders([3, 2, 1]), phase: .loaded)))
    #expect(routes.values == [.order(1)])
  }
}
