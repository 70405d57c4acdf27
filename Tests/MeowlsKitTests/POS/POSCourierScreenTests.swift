import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSCourierScreenTests {
  typealias C = POSCourierScreen
  typealias F = POSFixtures

  func step(
    _ state: inout C.State, _ action: C.Action, _ expected: C.State, _ effects: [C.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(C.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static func mine(_ tasks: [DeliveryTask], selected: OrderNumber? = nil) -> C.State {
    C.State(
      couriers: [F.courier.id], list: PagedList(items: tasks, phase: .loaded), listing: .mine, selected: selected)
  }

  @Test func aCourierSeesTheirTasksAndReportsOneDeliveredWithThePayment() {
    var state = C.State(listing: .mine)
    step(
      &state, .viewAppeared, C.State(list: PagedList(phase: .loading, request: 1), listing: .mine),
      [.fetchPage(1, .assigned)])
    step(&state, .pageResponse(1, .success(F.page([F.task(1_000_005)]))), Self.mine([F.task(1_000_005)]), [])
    step(&state, .taskTapped(1_000_005), Self.mine([F.task(1_000_005)], selected: 1_000_005), [])
    var expected = Self.mine([F.task(1_000_005)], selected: 1_000_005)
    expected.received = "900"
    step(&state, .receivedChanged("900"), expected, [])
    expected.invalidField = .received
    step(&state, .deliveredTapped, expected, [])
    expected.invalidField = nil
    expected.received = "1000"
    step(&state, .receivedChanged("1000"), expected, [])
    expected.operation = 1_000_005
    step(
      &state, .deliveredTapped, expected,
      [.delivered(1_000_005, TenderRequest(received: Money(rubles: 1000), type: .cash))])
    expected = C.State(couriers: [F.courier.id], list: PagedList(phase: .empty), listing: .mine, received: "1000")
    step(&state, .deliveredResponse(1_000_005, .success(F.handOver(1_000_005))), expected, [])
  }

  @Test func aFailedDeliveryNeedsAReason() {
    var state = Self.mine([F.task(1_000_005, paid: true), F.task(1_000_006)], selected: 1_000_005)
    var expected = state
    expected.invalidField = .failureReason
    step(&state, .failedTapped, expected, [])
    expected.invalidField = nil
    expected.failureReason = "не открыли дверь"
    step(&state, .failureReasonChanged("не открыли дверь"), expected, [])
    expected.operation = 1_000_005
    step(&state, .failedTapped, expected, [.failed(1_000_005, reason: "не открыли дверь")])
    expected = Self.mine([F.task(1_000_006)])
    expected.failureReason = "не открыли дверь"
    step(&state, .failedResponse(1_000_005, .success(F.task(1_000_005, status: .failed))), expected, [])
  }

  @Test func aManagerAssignsAWaitingOrderToACourier() {
    var state = C.State(
      list: PagedList(items: [F.task(1_000_007, courier: F.courier.id)], phase: .loaded), listing: .team)
    _ = C.reduce(&state, .pageResponse(1, .success(F.page([F.task(1_000_007)]))))
    #expect(state.couriers == [F.courier.id])
    var expected = C.State(
      couriers: [F.courier.id], list: PagedList(phase: .loading, request: 1), listing: .waiting)
    step(&state, .listingChosen(.waiting), expected, [.fetchPage(1, .waiting)])
    let waiting = F.task(1_000_008, status: .waiting)
    expected.list = PagedList(items: [waiting], phase: .loaded)
    step(&state, .pageResponse(1, .success(F.page([waiting]))), expected, [])
    expected.selected = 1_000_008
    step(&state, .taskTapped(1_000_008), expected, [])
    step(&state, .deliveredTapped, expected, [])
    step(&state, .assignTapped(courier: User.ID(F.uuid(99))), expected, [])
    expected.operation = 1_000_008
    step(
      &state, .assignTapped(courier: F.courier.id), expected,
      [.assign(DeliveryAssignmentRequest(courierID: F.courier.id, orderNumber: 1_000_008))])
    let refused = F.error(.deliveryClosed, status: 409)
    expected.operation = nil
    expected.alert = refused
    step(&state, .assignResponse(1_000_008, .failure(refused)), expected, [])
    step(&state, .customerCallTapped, expected, [.navigate(.call("79139139113"))])
  }
}
