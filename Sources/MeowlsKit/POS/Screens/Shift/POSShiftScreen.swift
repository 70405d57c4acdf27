import MeowlsAPI

/// The register's shift (`Docs/pos.md` "Shifts and cash"): opened with a float, cash put in and taken out with a
/// reason, the X report (blind for a cashier, as the server answers it), and closing with a blind count: the
/// form asks what the drawer and the card slips hold without showing what is expected, and the answer is the Z
/// report with expected, counted and the difference. Closing needs the server, so it is off while offline.
public enum POSShiftScreen {
  /// Everything the shift screen shows.
  public struct State: Equatable, Sendable {
    /// A refusal shown as an alert until dismissed.
    public var alert: APIError?
    /// The register's connection (closing is off while offline).
    public var connection: RegisterConnection?
    /// The blind count typed per tender.
    public var count: [PaymentType: String]
    /// The opening float typed.
    public var float: String
    /// The field the last check refused, shown in red until it changes.
    public var invalidField: Field?
    /// The cash movement being entered.
    public var movement: CashMovementDraft
    /// What the screen is doing.
    public var phase: Phase
    /// The register.
    public var register: Register.ID
    /// The last X report (open shift) or the Z report (closed).
    public var report: ShiftReport?
    /// The open shift.
    public var shift: Shift?

    /// A shift screen that has not loaded yet.
    public init(
      alert: APIError? = nil, connection: RegisterConnection? = nil, count: [PaymentType: String] = [:],
      float: String = "", invalidField: Field? = nil, movement: CashMovementDraft = CashMovementDraft(),
      phase: Phase = .idle, register: Register.ID, report: ShiftReport? = nil, shift: Shift? = nil
    ) {
      self.alert = alert
      self.connection = connection
      self.count = count
      self.float = float
      self.invalidField = invalidField
      self.movement = movement
      self.phase = phase
      self.register = register
      self.report = report
      self.shift = shift
    }

    /// Why closing is off, or nil when it is possible.
    public var closeUnavailableReason: String? { connection?.offlineReason }
  }

  /// A cash movement typed: which way, how much, why (the server refuses a blank reason).
  public struct CashMovementDraft: Equatable, Sendable {
    /// Cash in or cash out.
    public var direction: CashDirection
    /// The amount typed.
    public var amount: String
    /// The reason typed.
    public var reason: String

    /// A draft; by default an empty cash-in.
    public init(direction: CashDirection = .cashIn, amount: String = "", reason: String = "") {
      self.direction = direction
      self.amount = amount
      self.reason = reason
    }
  }

  /// Which way the cash goes.
  public enum CashDirection: Equatable, Sendable {
    case cashIn
    case cashOut
  }

  /// The fields the screen checks before asking the server.
  public enum Field: Equatable, Sendable {
    case count(PaymentType)
    case float
    case movementAmount
    case movementReason
  }

  /// The shift screen's phases.
  public enum Phase: Equatable, Sendable {
    /// The Z report is shown; a new shift can be opened.
    case closed
    /// The count is on its way.
    case closing
    /// The blind count form (expected amounts hidden).
    case counting
    /// The open shift failed to load.
    case failed(APIError)
    case idle
    case loading
    /// A cash movement or the X report is on its way.
    case moving
    /// No shift is open: the float form.
    case noShift
    /// The shift is open with its X report.
    case open
    case opening
  }

  /// What happened on the shift screen, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case cashMovementResponse(Result<ShiftReport, APIError>)
    case closeTapped
    case closeResponse(Result<ShiftReport, APIError>)
    case connectionChanged(RegisterConnection?)
    case countCancelled
    case countChanged(PaymentType, String)
    case countSubmitted
    case currentShiftResponse(Result<Shift, APIError>)
    case floatChanged(String)
    case movementAmountChanged(String)
    case movementDirectionChosen(CashDirection)
    case movementReasonChanged(String)
    case movementSubmitted
    case newShiftTapped
    case openResponse(Result<Shift, APIError>)
    case openTapped
    case printReportTapped
    case reportResponse(Result<ShiftReport, APIError>)
    case reportTapped
    case retryTapped
    case viewAppeared
  }

  /// Where the shift screen sends the member.
  public enum Route: Equatable, Sendable {
    /// The report's printable page (`GET /pos/shifts/{id}/report.html`).
    case printReport(Shift.ID)
    /// The server locked the register for this member: the PIN lock.
    case registerLocked
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case cashIn(Shift.ID, CashMovementRequest)
    case cashOut(Shift.ID, CashMovementRequest)
    case close(Shift.ID, ShiftCloseRequest)
    case fetchCurrentShift(Register.ID)
    case fetchReport(Shift.ID)
    case navigate(Route)
    case open(ShiftOpenRequest)
    case watchConnection(after: RegisterConnection?)
  }
}
