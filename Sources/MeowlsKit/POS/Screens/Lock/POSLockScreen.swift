import MeowlsAPI

/// The register's PIN lock (`POST /pos/registers/{id}/unlock`): a register works only while unlocked by the PIN of
/// the member at it. It locks by hand, after `idleLimit` without activity (every action of the POS screens reports
/// `activityOccurred`; the wait runs on the injected clock and each activity restarts it), and when the server
/// says the register locked (its own idle lock). On a shared register another member takes over with their PIN
/// (`staff_id`): the session switches to their token. Someone not listed logs in with their password.
public enum POSLockScreen {
  /// Everything the lock shows.
  public struct State: Equatable, Sendable {
    /// Who is unlocking: nil for the member at the register, else the member taking over.
    public var candidate: StaffMember?
    /// The last refusal of a PIN (`pinIncorrect` with tries left, `pinLocked`, `pinNotSet`), or of the logout.
    public var error: APIError?
    /// How long the register stays unlocked without activity.
    public var idleLimit: Duration
    /// Members who signed in at this register, offered for a take-over.
    public var knownStaff: [StaffMember]
    /// The member working at the register.
    public var member: StaffMember
    /// What the lock is doing.
    public var phase: Phase
    /// The PIN typed so far (digits, at most 6).
    public var pin: String
    /// The register.
    public var register: Register

    /// A register just signed in to: locked until its PIN.
    public init(
      candidate: StaffMember? = nil, error: APIError? = nil, idleLimit: Duration = .seconds(300),
      knownStaff: [StaffMember] = [], member: StaffMember, phase: Phase = .locked(.signedIn), pin: String = "",
      register: Register
    ) {
      self.candidate = candidate
      self.error = error
      self.idleLimit = idleLimit
      self.knownStaff = knownStaff
      self.member = member
      self.phase = phase
      self.pin = pin
      self.register = register
    }

    /// The members a take-over may pick: the known ones but the member at the register, couriers and admins (a PIN
    /// never yields an admin's session).
    public var takeOverCandidates: [StaffMember] {
      knownStaff.filter { $0.id != member.id && ($0.role == .cashier || $0.role == .manager) }
    }
  }

  /// Why the register is locked.
  public enum LockReason: Equatable, Sendable {
    /// Nobody worked at it for `idleLimit`.
    case idle
    /// The member locked it.
    case manual
    /// The server refused work at it (`registerLocked`).
    case server
    /// The member has just signed in.
    case signedIn
  }

  /// The lock's phases.
  public enum Phase: Equatable, Sendable {
    case locked(LockReason)
    case loggingOut
    case unlocked
    case unlocking
  }

  /// What happened on the lock, alphabetised.
  public enum Action: Equatable, Sendable {
    /// The member did something on a POS screen: the idle wait starts again.
    case activityOccurred
    case candidateChosen(StaffMember?)
    case idleElapsed
    case lockTapped
    case logOutResponse(Result<EmptyResponse, APIError>)
    case logOutTapped
    case otherMemberTapped
    case pinChanged(String)
    case registerLockReported
    case unlockResponse(Result<RegisterUnlock, APIError>)
    case unlockTapped
  }

  /// Where the lock sends the member.
  public enum Route: Equatable, Sendable {
    /// The session ended: back to the staff login.
    case loggedOut
    /// A member not listed signs in with their password.
    case login
    /// The register is unlocked for `member` (another member after a take-over).
    case unlocked(StaffMember)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// Waits `idleLimit` on the injected clock, then reports `idleElapsed`; a newer wait replaces it.
    case idleWait(Duration)
    case logOut
    case navigate(Route)
    /// Stops the idle wait (the register is locked).
    case stopIdleWait
    case unlock(Register.ID, RegisterUnlockRequest)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .activityOccurred:
      guard state.phase == .unlocked else { return [] }
      return [.idleWait(state.idleLimit)]

    case .candidateChosen(let candidate):
      guard case .locked = state.phase else { return [] }
      if let candidate, !state.takeOverCandidates.contains(candidate) { return [] }
      state.candidate = candidate
      state.pin = ""
      state.error = nil
      return []

    case .idleElapsed:
      return lock(&state, .idle)

    case .lockTapped:
      return lock(&state, .manual)

    case .logOutResponse(let result):
      guard state.phase == .loggingOut else { return [] }
      switch result {
      case .success:
        return [.navigate(.loggedOut)]
      case .failure(let error):
        state.phase = .locked(.manual)
        state.error = error
        return []
      }

    case .logOutTapped:
      guard state.phase != .loggingOut, state.phase != .unlocking else { return [] }
      state.phase = .loggingOut
      state.error = nil
      return [.stopIdleWait, .logOut]

    case .otherMemberTapped:
      guard case .locked = state.phase else { return [] }
      return [.navigate(.login)]

    case .pinChanged(let text):
      guard case .locked = state.phase else { return [] }
      state.pin = String(text.filter(\.isASCIIDigit).prefix(6))
      state.error = nil
      return []

    case .registerLockReported:
      return lock(&state, .server)

    case .unlockResponse(let result):
      guard state.phase == .unlocking else { return [] }
      switch result {
      case .success(let unlock):
        state.member = unlock.staff
        state.candidate = nil
        state.pin = ""
        state.phase = .unlocked
        if !state.knownStaff.contains(where: { $0.id == unlock.staff.id }) { state.knownStaff.append(unlock.staff) }
        return [.idleWait(state.idleLimit), .navigate(.unlocked(unlock.staff))]
      case .failure(let error):
        state.phase = .locked(.manual)
        state.pin = ""
        state.error = error
        return []
      }

    case .unlockTapped:
      guard case .locked = state.phase, (4...6).contains(state.pin.count) else { return [] }
      state.phase = .unlocking
      state.error = nil
      return [.unlock(state.register.id, RegisterUnlockRequest(pin: state.pin, staffID: state.candidate?.id))]
    }
  }

  /// Locks an unlocked register; the PIN field starts empty for the member at it.
  private static func lock(_ state: inout State, _ reason: LockReason) -> [Effect] {
    guard state.phase == .unlocked else { return [] }
    state.phase = .locked(reason)
    state.pin = ""
    state.candidate = nil
    return [.stopIdleWait]
  }
}
