import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole `State` next to the real one and changes it explicitly step by step.
@Suite struct CheckoutScreenTests {
  typealias C = CheckoutScreen

  static let error = APIError.transport(.notConnected)
  static let city = Fixtures.novosibirsk
  static let morning = DeliveryTimeInterval(
    from: TimeOfDay(hour: 10, minute: 0)!,
    id: DeliveryTimeInterval.ID(uuidString: "00000000-0000-0000-0000-0000000000A1")!,
    to: TimeOfDay(hour: 14, minute: 0)!)
  static let evening = DeliveryTimeInterval(
    from: TimeOfDay(hour: 18, minute: 0)!,
    id: DeliveryTimeInterval.ID(uuidString: "00000000-0000-0000-0000-0000000000A3")!,
    to: TimeOfDay(hour: 23, minute: 0)!)
  static let today = CalendarDate(year: 2027, month: 1, day: 15)!
  static let tomorrow = CalendarDate(year: 2027, month: 1, day: 16)!
  static let shop = PickupPoint(
    address: "ул Ленина, 1", cityID: city.id, id: PickupPoint.ID(uuidString: "00000000-0000-0000-0000-0000000005B0")!,
    location: Location(latitude: 55, longitude: 82.9), name: "MEOWLS на Ленина", openingHours: [])
  static let customer = OrderClient(email: "user@example.com", name: "Юлия", phone: "79139139113", surname: "Иванова")
  static let options = C.Options(
    customer: customer,
    dates: [
      AvailableDate(availableTimeIntervals: [evening], date: today),
      AvailableDate(availableTimeIntervals: [morning, evening], date: tomorrow),
    ],
    deliveries: [
      DeliveryOption(subtitle: "39 ₽", title: "Курьером", type: .courier),
      DeliveryOption(subtitle: "бесплатно", title: "Самовывоз", type: .selfPickup),
    ],
    payments: [
      PaymentOption(subtitle: "при получении", title: "Картой", type: .card),
      PaymentOption(subtitle: "при получении", title: "Наличными", type: .cash),
    ], pickupPoints: [shop])

  /// The form right after the options arrived: the first date and the customer's details filled in.
  static var editing: C.State {
    C.State(
      city: city, date: today, options: options, phase: .editing,
      text: [.email: "user@example.com", .name: "Юлия", .phone: "79139139113", .surname: "Иванова"])
  }

  /// A courier form filled in completely.
  static var filled: C.State {
    var state = editing
    state.text[.street] = "ул Ленина"
    state.text[.house] = "5"
    state.text[.flat] = " 12 "
    state.text[.comment] = "  Домофон 12  "
    state.timeSlot = evening.id
    state.paymentType = .cash
    return state
  }

  static let request = CheckoutRequest(
    client: OrderClient(email: "user@example.com", name: "Юлия", phone: "+79139139113", surname: "Иванова"),
    comment: "Домофон 12",
    delivery: CheckoutDelivery(
      address: Address(city: city, flat: "12", house: "5", street: "ул Ленина"), deliveryDate: DeliveryDate(today),
      deliveryTimeInterval: evening, type: .courier),
    paymentType: .cash)

  func step(
    _ state: inout C.State, _ action: C.Action, _ expected: C.State, _ effects: [C.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(C.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theOptionsLoadOnceFillTheCustomerAndAFailureIsRetried() {
    var state = C.State(city: Self.city)
    step(&state, .viewAppeared, C.State(city: Self.city, phase: .loading), [.loadOptions])
    step(&state, .viewAppeared, C.State(city: Self.city, phase: .loading), [])
    step(&state, .optionsLoaded(.failure(Self.error)), C.State(city: Self.city, phase: .failed(Self.error)), [])
    step(&state, .retryTapped, C.State(city: Self.city, phase: .loading), [.loadOptions])
    step(&state, .optionsLoaded(.success(Self.options)), Self.editing, [])
    step(&state, .optionsLoaded(.success(C.Options())), Self.editing, [])
  }

  @Test func anOnlyPaymentIsChosenAndAnUnofferedDeliveryTypeFallsBack() {
    var state = C.State(city: Self.city, deliveryType: .selfPickup, phase: .loading)
    let cashOnly = C.Options(
      dates: [], deliveries: [Self.options.deliveries[0]], payments: [Self.options.payments[1]], pickupPoints: [])
    step(
      &state, .optionsLoaded(.success(cashOnly)),
      C.State(city: Self.city, options: cashOnly, paymentType: .cash, phase: .editing), [])
    step(&state, .deliveryTypeChosen(.selfPickup), state, [])
  }

  @Test func aDateKeepsItsSlotOnlyWhenOfferedAndSlotsMustBeOffered() {
    var state = Self.editing
    var expected = Self.editing
    step(&state, .timeSlotChosen(Self.morning.id), expected, [])
    expected.timeSlot = Self.evening.id
    step(&state, .timeSlotChosen(Self.evening.id), expected, [])
    expected.date = Self.tomorrow
    step(&state, .dateChosen(Self.tomorrow), expected, [])
    expected.timeSlot = Self.morning.id
    step(&state, .timeSlotChosen(Self.morning.id), expected, [])
    expected.date = Self.today
    expected.timeSlot = nil
    step(&state, .dateChosen(Self.today), expected, [])
    step(&state, .dateChosen(CalendarDate(year: 2030, month: 1, day: 1)!), expected, [])
  }

  @Test func everyMissingFieldGetsItsOwnMessageAndEditingClearsIt() {
    var state = Self.editing
    state.text = [.email: "not-an-address", .phone: "12", .surname: ""]
    var refused = state
    refused.errors = [
      .street: .streetRequired, .house: .houseRequired, .timeSlot: .deliveryTimeRequired, .surname: .surnameRequired,
      .name: .nameRequired, .phone: .phoneInvalid, .email: .emailInvalid, .paymentType: .paymentTypeRequired,
    ]
    step(&state, .purchaseTapped, refused, [])
    refused.text[.phone] = "+7 913 913-91-13"
    refused.errors[.phone] = nil
    step(&state, .textChanged(.phone, "+7 913 913-91-13"), refused, [])
    refused.paymentType = .card
    refused.errors[.paymentType] = nil
    step(&state, .paymentTypeChosen(.card), refused, [])
    refused.deliveryType = .selfPickup
    for field in [C.Field.house, .street, .timeSlot] { refused.errors[field] = nil }
    step(&state, .deliveryTypeChosen(.selfPickup), refused, [])
    refused.errors[.pickupPoint] = .pickupPointRequired
    step(&state, .purchaseTapped, refused, [])
    refused.pickupPointID = Self.shop.id
    refused.errors[.pickupPoint] = nil
    step(&state, .pickupPointChosen(Self.shop.id), refused, [])
    step(&state, .pickupPointChosen(PickupPoint.ID(uuidString: "00000000-0000-0000-0000-000000000999")!), refused, [])
    #expect(C.validate(refused) == .failure(C.FieldErrors(fields: refused.errors)))
  }

  @Test func aPickupOrderNeedsOnlyThePoint() {
    var state = Self.editing
    state.deliveryType = .selfPickup
    state.pickupPointID = Self.shop.id
    state.paymentType = .card
    let expected = CheckoutRequest(
      client: Self.request.client, delivery: CheckoutDelivery(pickupPointID: Self.shop.id, type: .selfPickup),
      paymentType: .card)
    #expect(C.validate(state) == .success(expected))
  }

  @Test func purchaseRunsOnceShowsTheNumberAndOpensTheOrder() {
    var state = Self.filled
    var purchasing = Self.filled
    purchasing.phase = .purchasing
    step(&state, .purchaseTapped, purchasing, [.purchase(Self.request)])
    step(&state, .purchaseTapped, purchasing, [])
    step(&state, .backTapped, purchasing, [])
    step(&state, .textChanged(.comment, "x"), purchasing, [])
    var purchased = Self.filled
    purchased.phase = .purchased(1_000_021)
    step(&state, .purchaseResponse(.success(PurchaseResult(orderNumber: 1_000_021))), purchased, [])
    step(&state, .purchaseResponse(.failure(Self.error)), purchased, [])
    step(&state, .orderTapped, purchased, [.navigate(.order(1_000_021))])
    step(&state, .continueShoppingTapped, purchased, [.navigate(.catalogue)])
  }

  @Test func aFailedPurchaseKeepsTheFormAndTheSameRequestGoesAgain() {
    var state = Self.filled
    state.phase = .purchasing
    var failed = Self.filled
    failed.alert = Self.error
    step(&state, .purchaseResponse(.failure(Self.error)), failed, [])
    var purchasing = Self.filled
    purchasing.phase = .purchasing
    step(&state, .purchaseTapped, purchasing, [.purchase(Self.request)])
    step(&state, .purchaseResponse(.failure(.notSignedIn)), Self.filled, [.navigate(.login)])
    step(&state, .alertDismissed, Self.filled, [])
    step(&state, .orderTapped, Self.filled, [])
    step(&state, .backTapped, Self.filled, [.navigate(.cart)])
  }

  @Test func streetHouseAndFlatSuggestionsFollowTheChosenStreet() {
    let streetID = "5D000000-0000-0000-0000-000000000001"
    let street = C.SuggestionRequest(field: .street, query: "лен", scope: Self.city.id.rawValue.uuidString)
    var state = Self.editing
    var expected = Self.editing
    expected.text[.street] = "лен"
    expected.suggestions = C.Suggestions(request: street)
    step(&state, .textChanged(.street, "лен"), expected, [.debounce(street)])
    step(&state, .debounceElapsed(C.SuggestionRequest(field: .street, query: "ле", scope: street.scope)), expected, [])
    step(&state, .debounceElapsed(street), expected, [.fetchSuggestions(street)])
    let lenina = C.Suggestion(id: streetID, text: "г Новосибирск, ул Ленина", value: "ул Ленина")
    expected.suggestions?.items = [lenina]
    step(&state, .suggestionsResponse(street, .success([lenina])), expected, [])
    expected.text[.street] = "ул Ленина"
    expected.streetID = streetID
    expected.suggestions = nil
    step(&state, .suggestionChosen(lenina), expected, [])
    step(&state, .suggestionChosen(lenina), expected, [])

    let house = C.SuggestionRequest(field: .house, query: "4", scope: streetID)
    expected.text[.house] = "4"
    expected.suggestions = C.Suggestions(request: house)
    step(&state, .textChanged(.house, "4"), expected, [.debounce(house)])
    let flat = C.SuggestionRequest(field: .flat, query: "4 кв 1", scope: streetID)
    expected.text[.flat] = "1"
    expected.suggestions = C.Suggestions(request: flat)
    step(&state, .textChanged(.flat, "1"), expected, [.debounce(flat)])
    step(&state, .suggestionsResponse(house, .success([lenina])), expected, [])
    step(&state, .suggestionsResponse(flat, .failure(Self.error)), expected, [])
    expected.suggestions = nil
    step(&state, .suggestionsDismissed, expected, [])

    let retyped = C.SuggestionRequest(field: .street, query: "ул Ленина 2", scope: street.scope)
    expected.text[.street] = "ул Ленина 2"
    expected.streetID = nil
    expected.suggestions = C.Suggestions(request: retyped)
    step(&state, .textChanged(.street, "ул Ленина 2"), expected, [.debounce(retyped)])
    expected.suggestions = nil
    step(&state, .suggestionsDismissed, expected, [])
    expected.text[.house] = "47"
    step(&state, .textChanged(.house, "47"), expected, [])
  }

  @Test func namesAreSuggestedAndAddressTextsAreCutToTheField() {
    var state = Self.editing
    var expected = Self.editing
    let request = C.SuggestionRequest(field: .patronymic, query: "Ив")
    expected.text[.patronymic] = " Ив"
    expected.suggestions = C.Suggestions(request: request)
    step(&state, .textChanged(.patronymic, " Ив"), expected, [.debounce(request)])
    expected.text[.patronymic] = " "
    expected.suggestions = nil
    step(&state, .textChanged(.patronymic, " "), expected, [])
    step(&state, .textChanged(.date, "x"), expected, [])

    let house = AddressSuggestion(highlightedText: "47", text: "г Новосибирск, пр-кт Карла Маркса, д 47/1")
    let flat = AddressSuggestion(highlightedText: "47 3", text: "г Новосибирск, пр-кт Карла Маркса, д 47, кв 30")
    let street = AddressSuggestion(highlightedText: "кар", id: "S1", text: "г Новосибирск, пр-кт Карла Маркса")
    #expect(C.suggestion(house, for: .house) == C.Suggestion(text: house.text, value: "47/1"))
    #expect(C.suggestion(flat, for: .flat) == C.Suggestion(text: flat.text, value: "30"))
    #expect(
      C.suggestion(street, for: .street) == C.Suggestion(id: "S1", text: street.text, value: "пр-кт Карла Маркса"))
    #expect(
      C.suggestion(FullNameSuggestion(gender: .woman, highlightedText: "Ив", text: "Ивановна"))
        == C.Suggestion(text: "Ивановна", value: "Ивановна"))
  }

  @MainActor @Test func theStoreSuggestsAfterTheDebounceAndPurchasesOnce() async {
    let routes = Recorder<C.Route>()
    let sleeps = Recorder<Duration>()
    let purchases = Recorder<CheckoutRequest>()
    let lenina = C.Suggestion(id: "S1", text: "г Новосибирск, ул Ленина", value: "ул Ленина")
    let store = C.store(
      C.Dependencies(
        navigate: { routes.append($0) }, options: { () throws(APIError) in Self.options },
        purchase: { request throws(APIError) in
          purchases.append(request)
          return PurchaseResult(orderNumber: 1_000_021)
        }, sleep: { sleeps.append($0) }, suggestions: { _ throws(APIError) in [lenina] }),
      initial: C.State(city: Self.city))
    store.send(.viewAppeared)
    await store.settle()
    store.send(.textChanged(.street, "лен"))
    await store.settle()
    store.send(.suggestionChosen(lenina))
    store.send(.textChanged(.house, "5"))
    store.send(.suggestionsDismissed)
    store.send(.textChanged(.flat, " 12 "))
    store.send(.suggestionsDismissed)
    store.send(.textChanged(.comment, "  Домофон 12  "))
    store.send(.timeSlotChosen(Self.evening.id))
    store.send(.paymentTypeChosen(.cash))
    store.send(.purchaseTapped)
    store.send(.purchaseTapped)
    await store.settle()
    store.send(.orderTapped)
    await store.settle()
    var expected = Self.filled
    expected.streetID = "S1"
    expected.phase = .purchased(1_000_021)
    #expect(store.state == expected)
    #expect(purchases.values == [Self.request])
    #expect(routes.values == [.order(1_000_021)])
    #expect(sleeps.values.first == .milliseconds(300))
  }
}
