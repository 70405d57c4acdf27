import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct OrderScreenTests {
  typealias O = OrderScreen

  static let error = APIError.transport(.notConnected)
  static let complete = APIError.server(status: 400, ErrorResponse(code: .orderIsComplete, reason: "Заказ выполнен"))
  static let open = OrderFixtures.detail(5)
  static let canceled = OrderFixtures.detail(5, cancelable: false)
  static let report = [MergeReportEntry(applied: 1, article: "A-1", reason: "Осталось 1 шт.", requested: 2)]

  func step(
    _ state: inout O.State, _ action: O.Action, _ expected: O.State, _ effects: [O.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(O.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theOrderLoadsOnceAndAFailureIsRetried() {
    var state = O.State(number: 5)
    step(&state, .viewAppeared, O.State(number: 5, phase: .loading), [.fetchOrder(5)])
    step(&state, .viewAppeared, O.State(number: 5, phase: .loading), [])
    step(&state, .orderResponse(.failure(Self.error)), O.State(number: 5, phase: .failed(Self.error)), [])
    step(&state, .retryTapped, O.State(number: 5, phase: .loading), [.fetchOrder(5)])
    step(&state, .retryTapped, O.State(number: 5, phase: .loading), [])
    step(&state, .orderResponse(.success(Self.open)), O.State(number: 5, phase: .loaded(Self.open)), [])
    step(&state, .orderResponse(.success(Self.canceled)), O.State(number: 5, phase: .loaded(Self.open)), [])
  }

  @Test func cancelAsksFirstThenRunsOnceAndShowsTheNewStatus() {
    var state = O.State(number: 5, phase: .loaded(Self.open))
    step(&state, .cancelTapped, O.State(number: 5, isConfirmingCancel: true, phase: .loaded(Self.open)), [])
    step(&state, .cancelDismissed, O.State(number: 5, phase: .loaded(Self.open)), [])
    step(&state, .cancelConfirmed, O.State(number: 5, phase: .loaded(Self.open)), [])
    step(&state, .cancelTapped, O.State(number: 5, isConfirmingCancel: true, phase: .loaded(Self.open)), [])
    step(&state, .cancelConfirmed, O.State(number: 5, pending: .cancel, phase: .loaded(Self.open)), [.cancelOrder(5)])
    step(&state, .cancelTapped, O.State(number: 5, pending: .cancel, phase: .loaded(Self.open)), [])
    step(&state, .repeatTapped, O.State(number: 5, pending: .cancel, phase: .loaded(Self.open)), [])
    step(&state, .cancelResponse(.success(Self.canceled)), O.State(number: 5, phase: .loaded(Self.canceled)), [])
    step(&state, .cancelTapped, O.State(number: 5, phase: .loaded(Self.canceled)), [])
    step(&state, .cancelResponse(.success(Self.open)), O.State(number: 5, phase: .loaded(Self.canceled)), [])
  }

  @Test func aRefusedCancelLeavesTheOrderWithAnAlert() {
    var state = O.State(number: 5, pending: .cancel, phase: .loaded(Self.open))
    step(
      &state, .cancelResponse(.failure(Self.complete)),
      O.State(number: 5, alert: .failed(Self.complete), phase: .loaded(Self.open)), [])
    step(&state, .alertDismissed, O.State(number: 5, phase: .loaded(Self.open)), [])
  }

  @Test func repeatPutsTheOrderIntoTheCartAndReportsTheShortLines() {
    var state = O.State(number: 5, phase: .loaded(Self.canceled))
    step(&state, .repeatTapped, O.State(number: 5, pending: .repeat, phase: .loaded(Self.canceled)), [.repeatOrder(5)])
    step(&state, .repeatTapped, O.State(number: 5, pending: .repeat, phase: .loaded(Self.canceled)), [])
    step(
      &state, .repeatResponse(.success(Self.report)),
      O.State(number: 5, alert: .repeated(Self.report), phase: .loaded(Self.canceled)), [])
    step(&state, .goToCartTapped, O.State(number: 5, phase: .loaded(Self.canceled)), [.navigate(.cart)])
    step(&state, .repeatResponse(.success([])), O.State(number: 5, phase: .loaded(Self.canceled)), [])

    var failing = O.State(number: 5, pending: .repeat, phase: .loaded(Self.canceled))
    step(
      &failing, .repeatResponse(.failure(Self.error)),
      O.State(number: 5, alert: .failed(Self.error), phase: .loaded(Self.canceled)), [])

    var notAllowed = O.State(number: 5, phase: .loaded(OrderFixtures.detail(5, repeatAllowed: false)))
    step(&notAllowed, .repeatTapped, notAllowed, [])
  }

  @Test func aLineOpensItsProduct() {
    var state = O.State(number: 5, phase: .loaded(Self.open))
    step(&state, .itemTapped(Fixtures.productID(1)), state, [.navigate(.product(Fixtures.productID(1)))])
    step(&state, .itemTapped(Fixtures.productID(9)), state, [])
  }

  @MainActor @Test func theStoreCancelsAndRepeats() async {
    let routes = Recorder<O.Route>()
    let store = O.store(
      O.Dependencies(
        cancel: { _ throws(APIError) in Self.canceled }, navigate: { routes.append($0) },
        order: { _ throws(APIError) in Self.open }, repeatOrder: { _ throws(APIError) in Self.report }),
      initial: O.State(number: 5))
    store.send(.viewAppeared)
    await store.settle()
    store.send(.cancelTapped)
    store.send(.cancelConfirmed)
    await store.settle()
    store.send(.repeatTapped)
    await store.settle()
    #expect(store.state == O.State(number: 5, alert: .repeated(Self.report), phase: .loaded(Self.canceled)))
    store.send(.goToCartTapped)
    await store.settle()
    #expect(routes.values == [.cart])
  }
}
