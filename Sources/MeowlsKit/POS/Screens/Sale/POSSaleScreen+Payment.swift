import Foundation
import MeowlsAPI

extension POSSaleScreen {
  /// The payment, the approval and the receipt.
  static func reducePayment(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .approvalCancelled:
      guard case .approving = state.phase else { return [] }
      state.phase = .paying
      state.acceptMissingStock = false
      return []

    case .approvalPINChanged(let text):
      guard case .approving(var prompt) = state.phase else { return [] }
      prompt.pinChanged(text)
      state.phase = .approving(prompt)
      return []

    case .approvalSubmitted:
      guard case .approving(let prompt) = state.phase,
        prompt.approval != nil || state.approvesOwnSales
      else { return [] }
      return submit(&state, prompt)

    case .cardAmountChanged(let text):
      guard state.phase == .paying else { return [] }
      state.payment.card = text
      return []

    case .cashReceivedChanged(let text):
      guard state.phase == .paying else { return [] }
      state.payment.cash = text
      return []

    case .newSaleStarted(let id):
      guard case .done = state.phase else { return [] }
      state = State(
        approvesOwnSales: state.approvesOwnSales, connection: state.connection, register: state.register, saleID: id)
      return []

    case .newSaleTapped:
      guard case .done = state.phase else { return [] }
      return [.makeSaleID]

    case .payTapped:
      guard state.canPay else { return [] }
      state.phase = .paying
      state.payment = PaymentDraft()
      return []

    case .paymentCancelled:
      guard state.phase == .paying else { return [] }
      state.phase = .basket
      return []

    case .paymentConfirmed:
      guard state.phase == .paying, let quote = state.currentQuote, state.payment.tenders(for: quote.total) != nil
      else { return [] }
      if quote.needsManagerApproval && !state.approvesOwnSales {
        state.phase = .approving(ApprovalPrompt(subject: discountSubject))
        return []
      }
      return submit(&state, nil)

    case .paymentMethodChosen(let method):
      guard state.phase == .paying, method == .cash || state.connection.isOnline else { return [] }
      state.payment = PaymentDraft(method: method)
      return []

    case .printTapped:
      guard case .done(.recorded(let receipt)) = state.phase else { return [] }
      return [.navigate(.print(receipt.number))]

    case .submitResponse(let result):
      guard case .submitting(let prompt) = state.phase else { return [] }
      switch result {
      case .success(let submission):
        state.phase = .done(submission)
        return []
      case .failure(let error):
        return refused(&state, error, prompt: prompt)
      }

    default:
      return []
    }
  }

  /// Sends the sale with what the prompt approved (nil: no approval).
  private static func submit(_ state: inout State, _ prompt: ApprovalPrompt?) -> [Effect] {
    guard let quote = state.currentQuote, let tenders = state.payment.tenders(for: quote.total) else { return [] }
    state.phase = .submitting(prompt)
    return [.submit(state.request(payment: tenders), prompt?.approval)]
  }

  /// A refused sale: the manager's PIN when the server asks for it (or refused the one sent), the missing-stock
  /// confirmation, the PIN lock, or an alert on the payment form.
  private static func refused(_ state: inout State, _ error: APIError, prompt: ApprovalPrompt?) -> [Effect] {
    if let next = ApprovalPrompt.after(error, current: prompt) {
      state.phase = .approving(next)
      return []
    }
    if error.code == .itemsNotAvailableWithSetCount && !state.acceptMissingStock {
      state.acceptMissingStock = true
      state.phase = .approving(ApprovalPrompt(subject: missingStockSubject))
      return []
    }
    state.phase = .paying
    guard !error.locksRegister else { return [.navigate(.registerLocked)] }
    state.alert = error
    return []
  }
}
