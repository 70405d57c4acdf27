import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSRootScreenTests {
  typealias R = POSRootScreen
  typealias F = POSFixtures

  func step(
    _ state: inout R.State, _ action: R.Action, _ expected: R.State, _ effects: [R.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(R.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func aCashiersRegisterIsLockedUntilItsPINThenHasFiveTabs() {
    var state = R.State(member: F.cashier)
    #expect(state.tabs == [.main, .tasks, .catalogue, .cart, .profile])
    step(
      &state, .viewAppeared, R.State(member: F.cashier, phase: .locked),
      [.watchConnection(after: nil), .navigate(.lock)])
    step(&state, .tabSelected(.cart), state, [])
    step(&state, .unlocked(F.cashier), R.State(member: F.cashier, phase: .active), [])
    step(&state, .tabSelected(.cart), R.State(member: F.cashier, phase: .active, selected: .cart), [.select(.cart)])
    step(&state, .tabSelected(.cart), state, [.popToRoot(.cart)])
    step(
      &state, .registerLockReported, R.State(member: F.cashier, phase: .locked, selected: .cart), [.navigate(.lock)])
    step(&state, .registerLockReported, state, [])
  }

  @Test func aCourierHasNoRegister() {
    var state = R.State(member: F.courier)
    #expect(state == R.State(member: F.courier, phase: .active, selected: .tasks))
    #expect(state.tabs == [.tasks, .catalogue, .profile])
    step(&state, .tabSelected(.cart), state, [])
    step(&state, .registerLockReported, state, [])
  }

  @Test func badgesCountTheBasketAndTheSalesWaiting() {
    var state = R.State(member: F.cashier, phase: .active)
    let sale = QueuedSale(
      change: .zero, queuedAt: F.start,
      request: SaleRequest(id: .init(F.uuid(1)), lines: [], payment: SalePayment(), registerID: F.register.id),
      total: .zero)
    let connection = RegisterConnection(
      isOnline: false, refused: [RefusedSale(error: F.offline, refusedAt: F.start, sale: sale)], waiting: 4,
      waitingSince: F.start)
    step(
      &state, .connectionChanged(connection), R.State(connection: connection, member: F.cashier, phase: .active),
      [.watchConnection(after: connection)])
    step(
      &state, .basketCountChanged(3),
      R.State(basketCount: 3, connection: connection, member: F.cashier, phase: .active), [])
    #expect(state.badge(.main) == 5)
    #expect(state.badge(.cart) == 3)
    #expect(state.badge(.profile) == nil)
    step(&state, .loggedOut, state, [.navigate(.login)])
  }
}
