import Foundation
import MeowlsAPI

/// Checkout (`app.md` §10, `decisions.md`): courier delivery (street, house and flat with suggestions, a date and
/// a time slot) or pick-up at a shop of the city, the recipient (names with suggestions, phone, e-mail), the
/// payment type and a comment; every refused field gets its own message; the purchase runs once however often it
/// is retried (`CheckoutService` keeps one idempotency key per purchase), and ends on the order's number.
public enum CheckoutScreen {
  /// What happened on the form, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case backTapped
    case continueShoppingTapped
    case dateChosen(CalendarDate)
    case debounceElapsed(SuggestionRequest)
    case deliveryTypeChosen(DeliveryType)
    case optionsLoaded(Result<Options, APIError>)
    case orderTapped
    case paymentTypeChosen(PaymentType)
    case pickupPointChosen(PickupPoint.ID)
    case purchaseResponse(Result<PurchaseResult, APIError>)
    case purchaseTapped
    case retryTapped
    case suggestionChosen(Suggestion)
    case suggestionsDismissed
    case suggestionsResponse(SuggestionRequest, Result<[Suggestion], APIError>)
    case textChanged(Field, String)
    case timeSlotChosen(DeliveryTimeInterval.ID)
    case viewAppeared
  }

  /// Where checkout sends the user.
  public enum Route: Equatable, Sendable {
    /// Back to the cart.
    case cart
    /// Shopping goes on after the order.
    case catalogue
    /// The session ended; the customer logs in again.
    case login
    /// The placed order's screen (`OrderScreen`).
    case order(OrderNumber)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// Waits one debounce interval, then answers `debounceElapsed(request)`.
    case debounce(SuggestionRequest)
    case fetchSuggestions(SuggestionRequest)
    case loadOptions
    case navigate(Route)
    case purchase(CheckoutRequest)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []

    case .backTapped:
      guard state.phase != .purchasing else { return [] }
      return [.navigate(.cart)]

    case .continueShoppingTapped:
      guard case .purchased = state.phase else { return [] }
      return [.navigate(.catalogue)]

    case .dateChosen(let date):
      guard state.phase == .editing, state.options.dates.contains(where: { $0.date == date }) else { return [] }
      state.date = date
      state.errors[.date] = nil
      if !state.timeSlots.contains(where: { $0.id == state.timeSlot }) { state.timeSlot = nil }
      return []

    case .debounceElapsed(let request):
      guard state.suggestions?.request == request else { return [] }
      return [.fetchSuggestions(request)]

    case .deliveryTypeChosen(let type):
      guard state.phase == .editing, state.options.deliveries.contains(where: { $0.type == type }) else { return [] }
      state.deliveryType = type
      for field in [Field.date, .house, .pickupPoint, .street, .timeSlot] { state.errors[field] = nil }
      return []

    case .optionsLoaded(let result):
      guard state.phase == .loading else { return [] }
      switch result {
      case .success(let options): adopt(options, in: &state)
      case .failure(let error): state.phase = .failed(error)
      }
      return []

    case .orderTapped:
      guard case .purchased(let number) = state.phase else { return [] }
      return [.navigate(.order(number))]

    case .paymentTypeChosen(let type):
      guard state.phase == .editing, state.options.payments.contains(where: { $0.type == type }) else { return [] }
      state.paymentType = type
      state.errors[.paymentType] = nil
      return []

    case .pickupPointChosen(let id):
      guard state.phase == .editing, state.options.pickupPoints.contains(where: { $0.id == id }) else { return [] }
      state.pickupPointID = id
      state.errors[.pickupPoint] = nil
      return []

    case .purchaseResponse(let result):
      guard state.phase == .purchasing else { return [] }
      switch result {
      case .success(let purchase):
        state.phase = .purchased(purchase.orderNumber)
        return []
      case .failure(let error):
        state.phase = .editing
        if case .notSignedIn = error { return [.navigate(.login)] }
        if case .reauthorizationRequired = error { return [.navigate(.login)] }
        state.alert = error
        return []
      }

    case .purchaseTapped:
      guard state.phase == .editing else { return [] }
      state.suggestions = nil
      switch validate(state) {
      case .failure(let errors):
        state.errors = errors.fields
        return []
      case .success(let request):
        state.errors = [:]
        state.alert = nil
        state.phase = .purchasing
        return [.purchase(request)]
      }

    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      state.phase = .loading
      return [.loadOptions]

    case .suggestionChosen(let suggestion):
      guard let shown = state.suggestions, shown.items.contains(suggestion) else { return [] }
      let field = shown.request.field
      state.text[field] = suggestion.value
      state.errors[field] = nil
      if field == .street { state.streetID = suggestion.id }
      state.suggestions = nil
      return []

    case .suggestionsDismissed:
      state.suggestions = nil
      return []

    case .suggestionsResponse(let request, let result):
      guard state.suggestions?.request == request else { return [] }
      state.suggestions?.items = (try? result.get()) ?? []
      return []

    case .textChanged(let field, let text):
      guard state.phase == .editing, field.isSuggested || [.comment, .email, .phone].contains(field) else {
        return []
      }
      state.text[field] = text
      state.errors[field] = nil
      if field == .street { state.streetID = nil }
      guard let request = suggestionRequest(field, text, in: state) else {
        state.suggestions = nil
        return []
      }
      state.suggestions = Suggestions(request: request)
      return [.debounce(request)]

    case .timeSlotChosen(let id):
      guard state.phase == .editing, state.timeSlots.contains(where: { $0.id == id }) else { return [] }
      state.timeSlot = id
      state.errors[.timeSlot] = nil
      return []

    case .viewAppeared:
      guard state.phase == .idle else { return [] }
      state.phase = .loading
      return [.loadOptions]
    }
  }

  /// The purchase request of a filled form, or the message of every field that is not filled in right.
  public static func validate(_ state: State) -> Result<CheckoutRequest, FieldErrors> {
    var errors: [Field: ValidationError] = [:]
    func check<T>(_ field: Field, _ body: () throws(ValidationError) -> T) -> T? {
      do throws(ValidationError) { return try body() } catch {
        errors[field] = error
        return nil
      }
    }
    let delivery: CheckoutDelivery?
    switch state.deliveryType {
    case .courier:
      let street = check(.street) { () throws(ValidationError) in try required(state[.street], or: .streetRequired) }
      let house = check(.house) { () throws(ValidationError) in try required(state[.house], or: .houseRequired) }
      let date = check(.date) { () throws(ValidationError) in try present(state.date, or: .deliveryDateRequired) }
      let slot = check(.timeSlot) { () throws(ValidationError) in
        try present(state.timeSlots.first { $0.id == state.timeSlot }, or: .deliveryTimeRequired)
      }
      let flat = trimmed(state[.flat])
      delivery = zip4(street, house, date, slot).map { street, house, date, slot in
        CheckoutDelivery(
          address: Address(city: state.city, flat: flat, house: house, street: street),
          deliveryDate: DeliveryDate(date), deliveryTimeInterval: slot, type: .courier)
      }
    case .selfPickup:
      let point = check(.pickupPoint) { () throws(ValidationError) in
        try present(state.pickupPointID, or: .pickupPointRequired)
      }
      delivery = point.map { CheckoutDelivery(pickupPointID: $0, type: .selfPickup) }
    }
    let surname = check(.surname) { () throws(ValidationError) in
      do throws(ValidationError) { return try Validator.name(state[.surname], required: true) } catch .nameRequired {
        throw .surnameRequired
      }
    }
    let name = check(.name) { () throws(ValidationError) in try Validator.name(state[.name], required: true) }
    let patronymic = check(.patronymic) { () throws(ValidationError) in
      try Validator.name(state[.patronymic], required: false)
    }
    let phone = check(.phone) { () throws(ValidationError) in try Validator.phone(state[.phone]) }
    let email = check(.email) { () throws(ValidationError) in try Validator.email(state[.email]) }
    let payment = check(.paymentType) { () throws(ValidationError) in
      try present(state.paymentType, or: .paymentTypeRequired)
    }
    guard errors.isEmpty, let delivery, let phone, let payment else { return .failure(FieldErrors(fields: errors)) }
    let client = OrderClient(
      email: email ?? nil, name: name ?? nil, patronymic: patronymic ?? nil, phone: "+" + phone,
      surname: surname ?? nil)
    return .success(
      CheckoutRequest(client: client, comment: trimmed(state[.comment]), delivery: delivery, paymentType: payment))
  }

  /// The suggestions typing `text` into `field` asks for; nil when there is nothing to ask (an empty text, a house
  /// or flat before a street was chosen from the suggestions, a flat before a house).
  public static func suggestionRequest(_ field: Field, _ text: String, in state: State) -> SuggestionRequest? {
    guard field.isSuggested, let query = trimmed(text) else { return nil }
    switch field {
    case .street: return SuggestionRequest(field: field, query: query, scope: state.city.id.rawValue.uuidString)
    case .house: return state.streetID.map { SuggestionRequest(field: field, query: query, scope: $0) }
    case .flat:
      guard let house = trimmed(state[.house]) else { return nil }
      return state.streetID.map { SuggestionRequest(field: field, query: "\(house) кв \(query)", scope: $0) }
    default: return SuggestionRequest(field: field, query: query)
    }
  }

  private static func adopt(_ options: Options, in state: inout State) {
    state.options = options
    state.phase = .editing
    if !options.deliveries.contains(where: { $0.type == state.deliveryType }), let first = options.deliveries.first {
      state.deliveryType = first.type
    }
    if state.date == nil { state.date = options.dates.first?.date }
    if state.paymentType == nil, options.payments.count == 1 { state.paymentType = options.payments[0].type }
    guard let customer = options.customer else { return }
    let defaults: [Field: String?] = [
      .email: customer.email, .name: customer.name, .patronymic: customer.patronymic, .phone: customer.phone,
      .surname: customer.surname,
    ]
    for case (let field, let value?) in defaults where state[field].isEmpty { state.text[field] = value }
  }

  private static func trimmed(_ text: String) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    return trimmed.isEmpty ? nil : trimmed
  }

  private static func required(_ text: String, or error: ValidationError) throws(ValidationError) -> String {
    guard let text = trimmed(text) else { throw error }
    return text
  }

  private static func present<T>(_ value: T?, or error: ValidationError) throws(ValidationError) -> T {
    guard let value else { throw error }
    return value
  }

  private static func zip4<A, B, C, D>(_ a: A?, _ b: B?, _ c: C?, _ d: D?) -> (A, B, C, D)? {
    guard let a, let b, let c, let d else { return nil }
    return (a, b, c, d)
  }
}
