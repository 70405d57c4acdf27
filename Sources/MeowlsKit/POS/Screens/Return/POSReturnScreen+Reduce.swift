import Foundation
import MeowlsAPI

extension POSReturnScreen {
  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []

    case .allLinesTapped:
      guard state.phase == .picking, let receipt = state.receipt else { return [] }
      state.picks = Dictionary(
        uniqueKeysWithValues: receipt.lines.enumerated().map {
          ($0.offset + 1, $0.element.grams ?? $0.element.count ?? 1)
        })
      return []

    case .approvalCancelled:
      guard case .approving = state.phase else { return [] }
      state.phase = .picking
      return []

    case .approvalPINChanged(let text):
      guard case .approving(var prompt) = state.phase else { return [] }
      prompt.pinChanged(text)
      state.phase = .approving(prompt)
      return []

    case .approvalSubmitted:
      guard case .approving(let prompt) = state.phase, prompt.approval != nil, let request = state.request else {
        return []
      }
      state.phase = .refunding(prompt)
      return [.submit(request, prompt.approval)]

    case .connectionChanged(let connection):
      guard let connection else { return [] }
      state.connection = connection
      return [.watchConnection(after: connection)]

    case .findTapped:
      return find(&state, state.scanner.text)

    case .keystroke(let keystroke):
      guard state.phase == .searching else { return [] }
      switch state.scanner.receive(keystroke) {
      case .none: return []
      case .scanned(let code), .submitted(let code): return find(&state, code)
      }

    case .lineQuantityChanged(let line, let quantity):
      guard state.phase == .picking, let receipt = state.receipt, receipt.lines.indices.contains(line - 1) else {
        return []
      }
      let sold = receipt.lines[line - 1].grams ?? receipt.lines[line - 1].count ?? 1
      guard quantity <= sold else { return [] }
      state.picks[line] = quantity > 0 ? quantity : nil
      return []

    case .newReturnStarted(let id):
      guard case .done = state.phase else { return [] }
      state = State(
        approvesOwnReturns: state.approvesOwnReturns, connection: state.connection, register: state.register,
        returnID: id)
      return []

    case .newReturnTapped:
      guard case .done = state.phase else { return [] }
      return [.makeReturnID]

    case .numberChanged(let text):
      guard state.phase == .searching || state.phase == .picking else { return [] }
      state.scanner.replaceTyped(text)
      return []

    case .printTapped:
      guard case .done(let refund) = state.phase else { return [] }
      return [.navigate(.printReturn(refund.number))]

    case .reasonChanged(let text):
      guard state.phase == .picking else { return [] }
      state.reason = text
      return []

    case .receiptResponse(let number, let result):
      guard state.phase == .loading(number) else { return [] }
      switch result {
      case .success(let receipt):
        state.receipt = receipt
        state.picks = [:]
        state.phase = .picking
      case .failure(let error):
        state.phase = .searching
        state.alert = error
      }
      return []

    case .refundTapped:
      guard state.phase == .picking, state.unavailableReason == nil, let request = state.request else { return [] }
      guard state.approvesOwnReturns else {
        state.phase = .approving(ApprovalPrompt(subject: subject))
        return []
      }
      state.phase = .refunding(nil)
      return [.submit(request, nil)]

    case .returnResponse(let result):
      guard case .refunding(let prompt) = state.phase else { return [] }
      switch result {
      case .success(let refund):
        state.phase = .done(refund)
        return []
      case .failure(let error):
        if let next = ApprovalPrompt.after(error, current: prompt ?? ApprovalPrompt(subject: subject)) {
          state.phase = .approving(next)
          return []
        }
        state.phase = .picking
        guard !error.locksRegister else { return [.navigate(.registerLocked)] }
        state.alert = error
        return []
      }

    case .viewAppeared:
      return [.watchConnection(after: state.connection)]
    }
  }

  /// Looks the receipt up by the digits given (a scanned paper receipt, or the number typed).
  private static func find(_ state: inout State, _ text: String) -> [Effect] {
    let digits = text.trimmingCharacters(in: .whitespaces)
    guard state.phase == .searching || state.phase == .picking, state.unavailableReason == nil,
      !digits.isEmpty, digits.count <= 12, digits.allSatisfy(\.isASCIIDigit), let value = Int(digits), value > 0
    else { return [] }
    let number = ReceiptNumber(value)
    state.scanner = WedgeScanner(typed: digits)
    state.receipt = nil
    state.picks = [:]
    state.phase = .loading(number)
    return [.fetchReceipt(number)]
  }
}
