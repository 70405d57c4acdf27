import MeowlsAPI

extension POSCourierScreen {
  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []
    case .assignResponse(let number, let result):
      return finished(&state, number, result.map { _ in () })
    case .assignTapped(let courier):
      guard state.operation == nil, state.listing.assigns, let task = state.selectedTask,
        state.couriers.contains(courier)
      else { return [] }
      state.operation = task.number
      return [.assign(DeliveryAssignmentRequest(courierID: courier, orderNumber: task.number))]
    case .customerCallTapped:
      guard let task = state.selectedTask else { return [] }
      return [.navigate(.call(task.customer.phone))]
    case .deliveredResponse(let number, let result):
      return finished(&state, number, result.map { _ in () })
    case .deliveredTapped:
      guard state.operation == nil, state.listing == .mine, let task = state.selectedTask else { return [] }
      var payment: TenderRequest?
      if !task.paid {
        var received: Money?
        if state.paymentType == .cash && !state.received.isEmpty {
          guard let cash = MoneyInput.parse(state.received), !(cash < task.total) else {
            state.invalidField = .received
            return []
          }
          received = cash
        }
        payment = TenderRequest(received: received, type: state.paymentType)
      }
      state.operation = task.number
      return [.delivered(task.number, payment)]
    case .failedResponse(let number, let result):
      return finished(&state, number, result.map { _ in () })
    case .failedTapped:
      guard state.operation == nil, state.listing == .mine, let task = state.selectedTask else { return [] }
      let reason = state.failureReason.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !reason.isEmpty else {
        state.invalidField = .failureReason
        return []
      }
      state.operation = task.number
      return [.failed(task.number, reason: reason)]
    case .failureReasonChanged(let text):
      state.failureReason = text
      if state.invalidField == .failureReason { state.invalidField = nil }
      return []
    case .listingChosen(let listing):
      guard listing != state.listing, listing != .mine else { return [] }
      state.listing = listing
      state.selected = nil
      return [.fetchPage(state.list.reload(), listing.status)]
    case .pageResponse(let page, let result):
      state.list.receive(page: page, result)
      for courier in state.list.items.compactMap(\.courierID) where !state.couriers.contains(courier) {
        state.couriers.append(courier)
      }
      return []
    case .paymentTypeChosen(let type):
      state.paymentType = type
      return []
    case .receivedChanged(let text):
      state.received = text
      if state.invalidField == .received { state.invalidField = nil }
      return []
    case .refreshPulled, .viewAppeared:
      return fetch(state.list.refresh(), state.listing)
    case .retryTapped:
      return fetch(state.list.retry(), state.listing)
    case .taskAppeared(let number):
      return fetch(state.list.itemAppeared(number), state.listing)
    case .taskDismissed:
      guard state.operation == nil else { return [] }
      state.selected = nil
      return []
    case .taskTapped(let number):
      guard state.operation == nil, state.list.items.contains(where: { $0.number == number }) else { return [] }
      state.selected = number
      state.failureReason = ""
      state.received = ""
      state.paymentType = .cash
      state.invalidField = nil
      return []
    }
  }

  /// A report or assignment answered: the task leaves this list (it is reported, or it has a courier now).
  private static func finished(
    _ state: inout State, _ number: OrderNumber, _ result: Result<Void, APIError>
  ) -> [Effect] {
    guard state.operation == number else { return [] }
    state.operation = nil
    switch result {
    case .success:
      state.list.items.removeAll { $0.number == number }
      state.selected = nil
      if state.list.items.isEmpty && state.list.nextPage == nil { state.list.phase = .empty }
    case .failure(let error):
      state.alert = error
    }
    return []
  }

  private static func fetch(_ page: Int?, _ listing: Listing) -> [Effect] {
    page.map { [.fetchPage($0, listing.status)] } ?? []
  }
}
