import MeowlsAPI

extension POSPickupsScreen {
  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []
    case .filterChosen(let filter):
      guard filter != state.filter else { return [] }
      state.filter = filter
      state.selected = nil
      return [.fetchPage(state.list.reload(), filter)]
    case .handOverNumberChanged(let text):
      state.handOver.number = text
      if state.invalidField == .number { state.invalidField = nil }
      return []
    case .handOverPhoneChanged(let text):
      state.handOver.phone = text
      if state.invalidField == .phone { state.invalidField = nil }
      return []
    case .handOverReceivedChanged(let text):
      state.handOver.received = text
      if state.invalidField == .received { state.invalidField = nil }
      return []
    case .handOverResponse(let number, let result):
      guard state.operation == .handingOver(number) else { return [] }
      state.operation = nil
      switch result {
      case .success(let answer):
        state.handedOver = answer
        update(&state, number) {
          $0.statusCode = answer.statusCode
          $0.paid = answer.paid
          $0.collectBy = nil
        }
        state.handOver = HandOverForm()
      case .failure(let error):
        state.alert = error
      }
      return []
    case .handOverTapped:
      return handOver(&state)
    case .markReadyResponse(let number, let result):
      guard state.operation == .markingReady(number) else { return [] }
      state.operation = nil
      switch result {
      case .success(let order): update(&state, number) { $0 = order }
      case .failure(let error): state.alert = error
      }
      return []
    case .markReadyTapped:
      guard state.operation == nil, let order = state.selectedOrder, order.statusCode == .inProgress else { return [] }
      state.operation = .markingReady(order.number)
      return [.markReady(order.number)]
    case .openShiftTapped:
      state.alert = nil
      return [.navigate(.shift)]
    case .orderAppeared(let number):
      return fetch(state.list.itemAppeared(number), state.filter)
    case .orderDismissed:
      guard state.operation == nil else { return [] }
      state.selected = nil
      return []
    case .orderTapped(let number):
      guard state.operation == nil, state.list.items.contains(where: { $0.number == number }) else { return [] }
      state.selected = number
      state.handOver = HandOverForm()
      state.handedOver = nil
      state.invalidField = nil
      return []
    case .pageResponse(let page, let result):
      state.list.receive(page: page, result)
      return []
    case .paymentTypeChosen(let type):
      state.handOver.paymentType = type
      return []
    case .refreshPulled, .viewAppeared:
      return fetch(state.list.refresh(), state.filter)
    case .retryTapped:
      return fetch(state.list.retry(), state.filter)
    }
  }

  /// Checks the number and phone, and the payment of an unpaid order, then hands the order over.
  private static func handOver(_ state: inout State) -> [Effect] {
    guard state.operation == nil, let order = state.selectedOrder, order.statusCode == .readyForPickup else {
      return []
    }
    guard state.handOver.number.trimmingCharacters(in: .whitespaces) == String(order.number.rawValue) else {
      state.invalidField = .number
      return []
    }
    let phone = state.handOver.phone.trimmingCharacters(in: .whitespaces)
    guard !phone.isEmpty else {
      state.invalidField = .phone
      return []
    }
    var request = HandOverRequest(phone: phone)
    if !order.paid {
      guard let register = state.register else { return [] }
      var received: Money?
      if state.handOver.paymentType == .cash && !state.handOver.received.isEmpty {
        guard let cash = MoneyInput.parse(state.handOver.received), !(cash < order.total) else {
          state.invalidField = .received
          return []
        }
        received = cash
      }
      request.payment = TenderRequest(received: received, type: state.handOver.paymentType)
      request.registerID = register
    }
    state.operation = .handingOver(order.number)
    return [.handOver(order.number, request)]
  }

  private static func update(_ state: inout State, _ number: OrderNumber, _ change: (inout PickupOrder) -> Void) {
    guard let index = state.list.items.firstIndex(where: { $0.number == number }) else { return }
    change(&state.list.items[index])
  }

  private static func fetch(_ page: Int?, _ filter: OrderStatusCode?) -> [Effect] {
    page.map { [.fetchPage($0, filter)] } ?? []
  }
}
