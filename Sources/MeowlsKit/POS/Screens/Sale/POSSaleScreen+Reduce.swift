import Foundation
import MeowlsAPI

extension POSSaleScreen {
  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []
    case .approvalCancelled, .approvalPINChanged, .approvalSubmitted, .cardAmountChanged, .cashReceivedChanged,
      .newSaleStarted, .newSaleTapped, .payTapped, .paymentCancelled, .paymentConfirmed, .paymentMethodChosen,
      .printTapped, .submitResponse:
      return reducePayment(&state, action)
    case .basketRestored(let saved):
      return restore(&state, saved)
    case .basketCleared:
      guard state.phase == .basket, !state.lines.isEmpty else { return [] }
      state.lines = []
      state.basketDiscount = nil
      state.acceptMissingStock = false
      return requote(&state)
    case .basketDiscountChanged(let discount):
      guard state.phase == .basket, isValid(discount) else { return [] }
      state.basketDiscount = discount
      return requote(&state)
    case .codeFieldChanged(let text):
      guard state.phase == .basket else { return [] }
      state.scanner.replaceTyped(text)
      return []
    case .connectionChanged(let connection):
      return connectionChanged(&state, connection)
    case .countChanged(let id, let count):
      guard state.phase == .basket, let index = state.lines.firstIndex(where: { $0.id == id }),
        state.lines[index].grams == nil, count <= 9_999
      else { return [] }
      if count < 1 { state.lines.remove(at: index) } else { state.lines[index].count = count }
      return requote(&state)
    case .customerPhoneChanged(let text):
      guard state.phase == .basket, state.connection.isOnline else { return [] }
      state.customerPhone = text
      return []
    case .keystroke(let keystroke):
      guard state.phase == .basket else { return [] }
      switch state.scanner.receive(keystroke) {
      case .none: return []
      case .scanned(let code), .submitted(let code): return resolve(&state, code)
      }
    case .lineDiscountChanged(let id, let discount):
      guard state.phase == .basket, isValid(discount), let index = state.lines.firstIndex(where: { $0.id == id })
      else { return [] }
      state.lines[index].discount = discount
      return requote(&state)
    case .lineRemoved(let id):
      guard state.phase == .basket, state.lines.contains(where: { $0.id == id }) else { return [] }
      state.lines.removeAll { $0.id == id }
      return requote(&state)
    case .promoCodeApplied:
      let code = state.promoCode.trimmingCharacters(in: .whitespaces)
      guard state.phase == .basket, state.connection.isOnline, !code.isEmpty, code != state.appliedPromo else {
        return []
      }
      state.appliedPromo = code
      state.promoError = nil
      return requote(&state)
    case .promoCodeChanged(let text):
      guard state.phase == .basket, state.connection.isOnline else { return [] }
      state.promoCode = text
      state.promoError = nil
      return []
    case .promoCodeRemoved:
      guard state.phase == .basket, state.appliedPromo != nil else { return [] }
      state.appliedPromo = nil
      state.promoCode = ""
      return requote(&state)
    case .quoteResponse(let revision, let result):
      return quoteAnswered(&state, revision, result)
    case .refusedSalesTapped:
      guard !state.connection.refused.isEmpty else { return [] }
      return [.navigate(.refusedSales(state.connection.refused))]
    case .resolveResponse(let code, let result):
      return resolved(&state, code, result)
    case .searchChanged(let text):
      guard state.phase == .basket else { return [] }
      state.search.query = text
      state.search.error = nil
      let query = text.trimmingCharacters(in: .whitespaces)
      guard query.count >= 2 else {
        state.search.results = []
        state.search.request = nil
        return []
      }
      state.search.request = query
      return [.search(query)]
    case .searchResponse(let query, let result):
      guard state.search.request == query else { return [] }
      state.search.request = nil
      switch result {
      case .success(let items): state.search.results = items
      case .failure(let error): state.search.error = error
      }
      return []
    case .searchResultTapped(let item):
      guard state.phase == .basket, state.search.results.contains(item) else { return [] }
      state.search = ItemSearch()
      // NB: an item picked by name has no code (it is sent by variant id); "" marks it while its weight is asked.
      guard !item.isSoldByWeight else {
        state.phase = .weighing(ScannedItem(code: "", item: item), "")
        return []
      }
      return add(&state, ScannedItem(code: "", item: item), code: nil)
    case .viewAppeared:
      return [.watchConnection(after: state.connection)]
    case .weightCancelled:
      guard case .weighing = state.phase else { return [] }
      state.phase = .basket
      return []
    case .weightChanged(let text):
      guard case .weighing(let scanned, _) = state.phase else { return [] }
      state.phase = .weighing(scanned, String(text.filter(\.isASCIIDigit).prefix(5)))
      return []
    case .weightConfirmed:
      guard case .weighing(var scanned, let text) = state.phase, let grams = Int(text), (1...99_999).contains(grams)
      else { return [] }
      state.phase = .basket
      scanned.grams = grams
      return add(&state, scanned, code: scanned.code.isEmpty ? nil : scanned.code)
    }
  }

  /// Sends a code to be resolved; the answer adds its line.
  private static func resolve(_ state: inout State, _ code: String) -> [Effect] {
    state.pendingCodes.append(code)
    return [.resolve(code)]
  }

  private static func resolved(_ state: inout State, _ code: String, _ result: Result<ScannedItem, APIError>)
    -> [Effect]
  {
    guard let index = state.pendingCodes.firstIndex(of: code) else { return [] }
    state.pendingCodes.remove(at: index)
    switch result {
    case .success(let scanned):
      if scanned.item.isSoldByWeight && scanned.grams == nil {
        guard state.phase == .basket else { return [] }
        state.phase = .weighing(scanned, "")
        return []
      }
      return add(&state, scanned, code: scanned.code)
    case .failure(let error):
      guard !error.locksRegister else { return [.navigate(.registerLocked)] }
      state.alert = error
      return []
    }
  }

  /// Adds a resolved item: a piece good already in the basket (same code or variant, no discount) counts up, a
  /// weighed one is always a line of its own.
  private static func add(_ state: inout State, _ scanned: ScannedItem, code: String?) -> [Effect] {
    let item = scanned.item
    if scanned.grams == nil,
      let index = state.lines.firstIndex(where: {
        $0.item.id == item.id && $0.grams == nil && $0.discount == nil && $0.code == code
      }), state.lines[index].count < 9_999
    {
      state.lines[index].count += 1
    } else {
      state.lines.append(BasketLine(code: code, grams: scanned.grams, id: state.nextLineID, item: item))
      state.nextLineID += 1
    }
    return requote(&state)
  }

  /// The basket changed: a new revision, priced again (an empty basket has no quote).
  static func requote(_ state: inout State) -> [Effect] {
    state.revision += 1
    state.quoteError = nil
    guard !state.lines.isEmpty else {
      state.quote = nil
      state.quoteRevision = state.revision
      return []
    }
    return [.quote(revision: state.revision, state.request(payment: SalePayment()))]
  }

  private static func quoteAnswered(_ state: inout State, _ revision: Int, _ result: Result<SaleQuote, APIError>)
    -> [Effect]
  {
    guard revision == state.revision else { return [] }
    switch result {
    case .success(let quote):
      state.quote = quote
      state.quoteRevision = revision
      return []
    case .failure(let error) where error.code?.rawValue.hasPrefix("promoCode") == true && state.appliedPromo != nil:
      state.promoError = error
      state.appliedPromo = nil
      return requote(&state)
    case .failure(let error):
      guard !error.locksRegister else { return [.navigate(.registerLocked)] }
      state.quoteError = error
      return []
    }
  }

  private static func connectionChanged(_ state: inout State, _ connection: RegisterConnection?) -> [Effect] {
    guard let connection else { return [] }
    let wasOnline = state.connection.isOnline
    state.connection = connection
    var effects: [Effect] = [.watchConnection(after: connection)]
    guard wasOnline != connection.isOnline else { return effects }
    if !connection.isOnline && state.payment.method != .cash { state.payment = PaymentDraft(cash: state.payment.cash) }
    if state.phase == .basket { effects += requote(&state) }
    return effects
  }

  /// A discount the server takes: a whole percentage 0–100, or an amount within the POS limit.
  private static func isValid(_ discount: SaleDiscount?) -> Bool {
    guard let discount else { return true }
    switch (discount.percent, discount.amount) {
    case (let percent?, nil): return (0...100).contains(percent)
    case (nil, let amount?): return !(amount < .zero) && !(MoneyInput.maximum < amount)
    default: return false
    }
  }
}
