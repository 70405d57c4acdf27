import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSPickupsScreenTests {
  typealias P = POSPickupsScreen
  typealias F = POSFixtures

  func step(
    _ state: inout P.State, _ action: P.Action, _ expected: P.State, _ effects: [P.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(P.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static func listed(_ orders: [PickupOrder], selected: OrderNumber? = nil) -> P.State {
    P.State(list: PagedList(items: orders, phase: .loaded), register: F.register.id, selected: selected)
  }

  @Test func theListLoadsAndAStatusFilterReloadsIt() {
    var state = P.State(register: F.register.id)
    step(
      &state, .viewAppeared, P.State(list: PagedList(phase: .loading, request: 1), register: F.register.id),
      [.fetchPage(1, nil)])
    step(&state, .pageResponse(1, .success(F.page([F.pickup(1_000_001)]))), Self.listed([F.pickup(1_000_001)]), [])
    step(
      &state, .filterChosen(.inProgress),
      P.State(filter: .inProgress, list: PagedList(phase: .loading, request: 1), register: F.register.id),
      [.fetchPage(1, .inProgress)])
  }

  @Test func anOrderInProgressIsMadeReady() {
    let order = F.pickup(1_000_001, status: .inProgress)
    var state = Self.listed([order])
    step(&state, .markReadyTapped, state, [])
    step(&state, .orderTapped(1_000_001), Self.listed([order], selected: 1_000_001), [])
    var expected = Self.listed([order], selected: 1_000_001)
    expected.operation = .markingReady(1_000_001)
    step(&state, .markReadyTapped, expected, [.markReady(1_000_001)])
    step(&state, .markReadyTapped, expected, [])
    let ready = F.pickup(1_000_001, status: .readyForPickup)
    step(&state, .markReadyResponse(1_000_001, .success(ready)), Self.listed([ready], selected: 1_000_001), [])
  }

  @Test func theHandOverChecksTheNumberAndTakesThePaymentOfAnUnpaidOrder() {
    let order = F.pickup(1_000_001)
    var state = Self.listed([order], selected: 1_000_001)
    var expected = state
    expected.handOver.number = "1000002"
    step(&state, .handOverNumberChanged("1000002"), expected, [])
    expected.invalidField = .number
    step(&state, .handOverTapped, expected, [])
    expected.invalidField = nil
    expected.handOver.number = "1000001"
    step(&state, .handOverNumberChanged("1000001"), expected, [])
    expected.invalidField = .phone
    step(&state, .handOverTapped, expected, [])
    expected.invalidField = nil
    expected.handOver.phone = "+7 913 913-91-13"
    step(&state, .handOverPhoneChanged("+7 913 913-91-13"), expected, [])
    expected.handOver.received = "1500"
    step(&state, .handOverReceivedChanged("1500"), expected, [])
    expected.invalidField = .received
    step(&state, .handOverTapped, expected, [])
    expected.invalidField = nil
    expected.handOver.received = "2500"
    step(&state, .handOverReceivedChanged("2500"), expected, [])
    expected.operation = .handingOver(1_000_001)
    let request = HandOverRequest(
      payment: TenderRequest(received: Money(rubles: 2500), type: .cash), phone: "+7 913 913-91-13",
      registerID: F.register.id)
    step(&state, .handOverTapped, expected, [.handOver(1_000_001, request)])
    let answer = F.handOver(1_000_001)
    var done = order
    done.statusCode = .completed
    done.paid = true
    expected = Self.listed([done], selected: 1_000_001)
    expected.handedOver = answer
    step(&state, .handOverResponse(1_000_001, .success(answer)), expected, [])
  }

  @Test func aPaidOrderIsHandedOverWithoutPaymentAndARefusalIsShown() {
    let order = F.pickup(1_000_001, paid: true)
    var state = Self.listed([order], selected: 1_000_001)
    state.handOver = P.HandOverForm(number: "1000001", phone: "89139139113")
    var expected = state
    expected.operation = .handingOver(1_000_001)
    step(&state, .handOverTapped, expected, [.handOver(1_000_001, HandOverRequest(phone: "89139139113"))])
    let mismatch = F.error(.customerPhoneMismatch)
    expected.operation = nil
    expected.alert = mismatch
    step(&state, .handOverResponse(1_000_001, .failure(mismatch)), expected, [])
    expected.alert = nil
    step(&state, .openShiftTapped, expected, [.navigate(.shift)])
  }
}
