import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct POSReturnScreenTests {
  typealias R = POSReturnScreen
  typealias F = POSFixtures

  static let returnID = ReturnReceipt.ID(F.uuid(600))

  func step(
    _ state: inout R.State, _ action: R.Action, _ expected: R.State, _ effects: [R.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(R.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  static func empty() -> R.State { R.State(register: F.register.id, returnID: returnID) }

  static func picking() -> R.State {
    var state = empty()
    state.scanner = WedgeScanner(typed: "17")
    state.receipt = F.receipt(17)
    state.phase = .picking
    return state
  }

  @Test func aScannedReceiptIsFoundAndItsLinesPicked() {
    var state = Self.empty()
    let keys = WedgeScannerTests.keys("00017", gap: 0.004)
    for key in keys.dropLast() { _ = R.reduce(&state, .keystroke(key)) }
    var expected = Self.empty()
    expected.scanner = WedgeScanner(typed: "00017")
    expected.phase = .loading(17)
    step(&state, .keystroke(keys.last!), expected, [.fetchReceipt(17)])
    step(&state, .receiptResponse(18, .success(F.receipt(18))), expected, [])
    expected.receipt = F.receipt(17)
    expected.phase = .picking
    step(&state, .receiptResponse(17, .success(F.receipt(17))), expected, [])
    step(&state, .lineQuantityChanged(line: 1, 4), expected, [])
    expected.picks = [1: 2]
    step(&state, .lineQuantityChanged(line: 1, 2), expected, [])
    expected.picks = [1: 2, 2: 100]
    step(&state, .lineQuantityChanged(line: 2, 100), expected, [])
    expected.picks = [1: 3, 2: 350]
    step(&state, .allLinesTapped, expected, [])
  }

  @Test func aCashiersReturnAsksTheManagersPINThenRefunds() {
    var state = Self.picking()
    state.picks = [1: 1, 2: 100]
    state.reason = " не подошёл "
    var expected = state
    expected.phase = .approving(ApprovalPrompt(subject: R.subject))
    step(&state, .refundTapped, expected, [])
    expected.phase = .approving(ApprovalPrompt(pin: "1111", subject: R.subject))
    step(&state, .approvalPINChanged("1111"), expected, [])
    expected.phase = .refunding(ApprovalPrompt(pin: "1111", subject: R.subject))
    let request = ReturnRequest(
      id: Self.returnID, lines: [ReturnLineRequest(count: 1, line: 1), ReturnLineRequest(grams: 100, line: 2)],
      reason: "не подошёл", receiptNumber: 17, registerID: F.register.id)
    step(&state, .approvalSubmitted, expected, [.submit(request, ManagerApproval(pin: "1111"))])
    let refund = F.refund(18, of: 17)
    expected.phase = .done(refund)
    step(&state, .returnResponse(.success(refund)), expected, [])
    step(&state, .printTapped, expected, [.navigate(.printReturn(18))])
    step(&state, .newReturnTapped, expected, [.makeReturnID])
    step(
      &state, .newReturnStarted(ReturnReceipt.ID(F.uuid(601))),
      R.State(register: F.register.id, returnID: ReturnReceipt.ID(F.uuid(601))), [])
  }

  @Test func aManagersOwnReturnNeedsNoPINAndARefusalKeepsThePicks() {
    var state = Self.picking()
    state.approvesOwnReturns = true
    state.picks = [1: 1]
    var expected = state
    expected.phase = .refunding(nil)
    let request = ReturnRequest(
      id: Self.returnID, lines: [ReturnLineRequest(count: 1, line: 1)], receiptNumber: 17, registerID: F.register.id)
    step(&state, .refundTapped, expected, [.submit(request, nil)])
    let exceeds = F.error(.returnExceedsSale, status: 409)
    expected.phase = .picking
    expected.alert = exceeds
    step(&state, .returnResponse(.failure(exceeds)), expected, [])
  }

  @Test func returnsAreOffWhileOffline() {
    let offline = RegisterConnection(isOnline: false)
    var state = Self.empty()
    var expected = Self.empty()
    expected.connection = offline
    step(&state, .connectionChanged(offline), expected, [.watchConnection(after: offline)])
    expected.scanner = WedgeScanner(typed: "17")
    step(&state, .numberChanged("17"), expected, [])
    step(&state, .findTapped, expected, [])
    #expect(state.unavailableReason != nil)
  }

  @Test func anUnknownReceiptIsSaidAndTheNumberKept() {
    var state = Self.empty()
    state.scanner = WedgeScanner(typed: "99")
    var expected = state
    expected.phase = .loading(99)
    step(&state, .findTapped, expected, [.fetchReceipt(99)])
    let missing = F.error(.receiptNotFound, status: 404)
    expected.phase = .searching
    expected.alert = missing
    step(&state, .receiptResponse(99, .failure(missing)), expected, [])
  }
}
