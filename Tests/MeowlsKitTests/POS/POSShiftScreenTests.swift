import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSShiftScreenTests {
  typealias S = POSShiftScreen
  typealias F = POSFixtures

  func step(
    _ state: inout S.State, _ action: S.Action, _ expected: S.State, _ effects: [S.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(S.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static var open: S.State { S.State(phase: .open, register: F.register.id, report: F.report(), shift: F.shift()) }

  @Test func withoutAnOpenShiftTheFloatOpensOne() {
    var state = S.State(register: F.register.id)
    step(
      &state, .viewAppeared, S.State(phase: .loading, register: F.register.id),
      [.fetchCurrentShift(F.register.id), .watchConnection(after: nil)])
    step(
      &state, .currentShiftResponse(.failure(F.error(.shiftNotFound, status: 404))),
      S.State(phase: .noShift, register: F.register.id), [])
    step(&state, .floatChanged("пять"), S.State(float: "пять", phase: .noShift, register: F.register.id), [])
    step(
      &state, .openTapped, S.State(float: "пять", invalidField: .float, phase: .noShift, register: F.register.id), [])
    step(&state, .floatChanged("5 000"), S.State(float: "5 000", phase: .noShift, register: F.register.id), [])
    step(
      &state, .openTapped, S.State(float: "5 000", phase: .opening, register: F.register.id),
      [.open(ShiftOpenRequest(openingFloat: Money(rubles: 5000), registerID: F.register.id))])
    step(
      &state, .openResponse(.success(F.shift())), S.State(phase: .moving, register: F.register.id, shift: F.shift()),
      [.fetchReport(F.shift().id)])
    step(&state, .reportResponse(.success(F.report())), Self.open, [])
  }

  @Test func cashMovesNeedAnAmountAndAReason() {
    var state = Self.open
    var expected = Self.open
    expected.invalidField = .movementAmount
    step(&state, .movementSubmitted, expected, [])
    expected.invalidField = nil
    expected.movement.amount = "1500,50"
    step(&state, .movementAmountChanged("1500,50"), expected, [])
    expected.invalidField = .movementReason
    step(&state, .movementSubmitted, expected, [])
    expected.invalidField = nil
    expected.movement.reason = " размен "
    step(&state, .movementReasonChanged(" размен "), expected, [])
    expected.movement.direction = .cashOut
    step(&state, .movementDirectionChosen(.cashOut), expected, [])
    expected.phase = .moving
    step(
      &state, .movementSubmitted, expected,
      [.cashOut(F.shift().id, CashMovementRequest(amount: Money(rubles: 1500, kopecks: 50), reason: "размен"))])
    let report = F.report(cashIn: 0)
    step(
      &state, .cashMovementResponse(.success(report)),
      S.State(
        movement: S.CashMovementDraft(direction: .cashOut), phase: .open, register: F.register.id, report: report,
        shift: F.shift()), [])
  }

  @Test func closingTakesABlindCountAndShowsTheZReport() {
    var state = Self.open
    var counting = Self.open
    counting.phase = .counting
    step(&state, .closeTapped, counting, [])
    counting.count = [.cash: "5 500,00", .card: ""]
    step(
      &state, .countChanged(.cash, "5 500,00"),
      {
        var s = counting; s.count = [.cash: "5 500,00"]; return s
      }(), [])
    step(&state, .countChanged(.card, ""), counting, [])
    var closing = counting
    closing.phase = .closing
    step(
      &state, .countSubmitted, closing,
      [.close(F.shift().id, ShiftCloseRequest(counted: [TenderAmount(amount: Money(rubles: 5500), tender: .cash)]))])
    let closed = F.shift(status: .closed)
    let z = F.report(.z, shift: closed)
    step(
      &state, .closeResponse(.success(z)), S.State(phase: .closed, register: F.register.id, report: z, shift: closed),
      [])
    step(&state, .printReportTapped, state, [.navigate(.printReport(closed.id))])
    step(&state, .newShiftTapped, S.State(phase: .noShift, register: F.register.id), [])
  }

  @Test func aWrongCountIsMarkedAndNothingSent() {
    var state = Self.open
    state.phase = .counting
    state.count = [.card: "12.345"]
    var expected = state
    expected.invalidField = .count(.card)
    step(&state, .countSubmitted, expected, [])
  }

  @Test func closingIsOffWhileOffline() {
    var state = Self.open
    let offline = RegisterConnection(isOnline: false, waiting: 2, waitingSince: F.start)
    var expected = Self.open
    expected.connection = offline
    step(&state, .connectionChanged(offline), expected, [.watchConnection(after: offline)])
    #expect(state.closeUnavailableReason != nil)
    step(&state, .closeTapped, expected, [])
  }

  @Test func aLockedRegisterOpensThePINLock() {
    var state = Self.open
    state.phase = .moving
    step(
      &state, .cashMovementResponse(.failure(F.error(.registerLocked, status: 403))), Self.open,
      [.navigate(.registerLocked)])
    state.phase = .moving
    var alerted = Self.open
    alerted.alert = F.offline
    step(&state, .reportResponse(.failure(F.offline)), alerted, [])
    step(&state, .alertDismissed, Self.open, [])
  }
}
