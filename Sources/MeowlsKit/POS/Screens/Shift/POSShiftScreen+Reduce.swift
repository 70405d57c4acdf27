import MeowlsAPI

extension POSShiftScreen {
  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []

    case .cashMovementResponse(let result):
      guard state.phase == .moving else { return [] }
      state.phase = .open
      switch result {
      case .success(let report):
        state.report = report
        state.movement = CashMovementDraft(direction: state.movement.direction)
        return []
      case .failure(let error):
        return refuse(&state, error)
      }

    case .closeTapped:
      guard state.phase == .open, state.closeUnavailableReason == nil else { return [] }
      state.phase = .counting
      state.count = [:]
      state.invalidField = nil
      return []

    case .closeResponse(let result):
      guard state.phase == .closing else { return [] }
      switch result {
      case .success(let report):
        state.phase = .closed
        state.report = report
        state.shift = report.shift
        state.count = [:]
        return []
      case .failure(let error):
        state.phase = .counting
        return refuse(&state, error)
      }

    case .connectionChanged(let connection):
      guard let connection else { return [] }
      state.connection = connection
      if state.phase == .counting && !connection.isOnline { state.phase = .open }
      return [.watchConnection(after: connection)]

    case .countCancelled:
      guard state.phase == .counting else { return [] }
      state.phase = .open
      state.count = [:]
      state.invalidField = nil
      return []

    case .countChanged(let tender, let text):
      guard state.phase == .counting else { return [] }
      state.count[tender] = text
      if state.invalidField == .count(tender) { state.invalidField = nil }
      return []

    case .countSubmitted:
      guard state.phase == .counting, let shift = state.shift else { return [] }
      var counted: [TenderAmount] = []
      for tender in [PaymentType.cash, .card] {
        let text = state.count[tender, default: ""]
        guard !text.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
        guard let amount = MoneyInput.parse(text) else {
          state.invalidField = .count(tender)
          return []
        }
        counted.append(TenderAmount(amount: amount, tender: tender))
      }
      state.phase = .closing
      return [.close(shift.id, ShiftCloseRequest(counted: counted))]

    case .currentShiftResponse(let result):
      guard state.phase == .loading else { return [] }
      switch result {
      case .success(let shift):
        state.shift = shift
        state.phase = .moving
        return [.fetchReport(shift.id)]
      case .failure(let error) where error.code == .shiftNotFound:
        state.phase = .noShift
        return []
      case .failure(let error):
        state.phase = .failed(error)
        return error.locksRegister ? [.navigate(.registerLocked)] : []
      }

    case .floatChanged(let text):
      guard state.phase == .noShift else { return [] }
      state.float = text
      if state.invalidField == .float { state.invalidField = nil }
      return []

    case .movementAmountChanged(let text):
      guard state.phase == .open else { return [] }
      state.movement.amount = text
      if state.invalidField == .movementAmount { state.invalidField = nil }
      return []

    case .movementDirectionChosen(let direction):
      guard state.phase == .open else { return [] }
      state.movement.direction = direction
      return []

    case .movementReasonChanged(let text):
      guard state.phase == .open else { return [] }
      state.movement.reason = text
      if state.invalidField == .movementReason { state.invalidField = nil }
      return []

    case .movementSubmitted:
      guard state.phase == .open, let shift = state.shift else { return [] }
      guard let amount = MoneyInput.parse(state.movement.amount), Money.zero < amount else {
        state.invalidField = .movementAmount
        return []
      }
      let reason = state.movement.reason.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !reason.isEmpty else {
        state.invalidField = .movementReason
        return []
      }
      state.phase = .moving
      let request = CashMovementRequest(amount: amount, reason: reason)
      return [state.movement.direction == .cashIn ? .cashIn(shift.id, request) : .cashOut(shift.id, request)]

    case .newShiftTapped:
      guard state.phase == .closed else { return [] }
      state.phase = .noShift
      state.shift = nil
      state.report = nil
      state.float = ""
      return []

    case .openResponse(let result):
      guard state.phase == .opening else { return [] }
      switch result {
      case .success(let shift):
        state.shift = shift
        state.float = ""
        state.phase = .moving
        return [.fetchReport(shift.id)]
      case .failure(let error) where error.code == .shiftAlreadyOpen:
        state.phase = .loading
        return [.fetchCurrentShift(state.register)]
      case .failure(let error):
        state.phase = .noShift
        return refuse(&state, error)
      }

    case .openTapped:
      guard state.phase == .noShift else { return [] }
      guard let float = MoneyInput.parse(state.float) else {
        state.invalidField = .float
        return []
      }
      state.phase = .opening
      return [.open(ShiftOpenRequest(openingFloat: float, registerID: state.register))]

    case .printReportTapped:
      guard let shift = state.shift, state.report != nil else { return [] }
      return [.navigate(.printReport(shift.id))]

    case .reportResponse(let result):
      guard state.phase == .moving else { return [] }
      state.phase = .open
      switch result {
      case .success(let report):
        state.report = report
        return []
      case .failure(let error):
        return refuse(&state, error)
      }

    case .reportTapped:
      guard state.phase == .open, let shift = state.shift else { return [] }
      state.phase = .moving
      return [.fetchReport(shift.id)]

    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      state.phase = .loading
      return [.fetchCurrentShift(state.register)]

    case .viewAppeared:
      let watch = Effect.watchConnection(after: state.connection)
      guard state.phase == .idle else { return [watch] }
      state.phase = .loading
      return [.fetchCurrentShift(state.register), watch]
    }
  }

  /// A refusal: an alert, or the PIN lock when the server locked the register.
  private static func refuse(_ state: inout State, _ error: APIError) -> [Effect] {
    guard !error.locksRegister else { return [.navigate(.registerLocked)] }
    state.alert = error
    return []
  }
}
