import MeowlsAPI

/// The register's staff login: phone and password (`POST /pos/login`), then the register of the member's shop to
/// work at (`GET /pos/registers`; the only one is taken at once). A courier works at no register and goes straight
/// on. The register stays locked until its PIN unlock (`POSLockScreen`).
public enum POSLoginScreen {
  /// Everything the login shows.
  public struct State: Equatable, Sendable {
    /// The last refusal (`authError`, `forbidden` for a customer, `tooManyAttempts`, offline …), until an edit.
    public var error: APIError?
    /// The password typed.
    public var password: String
    /// What the login is doing.
    public var phase: Phase
    /// The phone typed (any common Russian form).
    public var phone: String

    /// A login form.
    public init(error: APIError? = nil, password: String = "", phase: Phase = .editing, phone: String = "") {
      self.error = error
      self.password = password
      self.phase = phase
      self.phone = phone
    }

    /// "Log in" is on when both fields hold something and nothing is on its way.
    public var canLogIn: Bool {
      phase == .editing && !phone.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty
    }
  }

  /// The login's phases.
  public enum Phase: Equatable, Sendable {
    /// The register list is shown to pick one.
    case choosingRegister(StaffMember, [Register])
    case editing
    /// The registers are on their way.
    case loadingRegisters(StaffMember)
    case loggingIn
    /// The registers failed to load: retry or log in again.
    case registersFailed(StaffMember, APIError)
  }

  /// What happened on the login, alphabetised.
  public enum Action: Equatable, Sendable {
    case logInResponse(Result<StaffMember, APIError>)
    case logInTapped
    case passwordChanged(String)
    case phoneChanged(String)
    case registerTapped(Register)
    case registersResponse(Result<[Register], APIError>)
    case retryTapped
  }

  /// Where the login sends the member.
  public enum Route: Equatable, Sendable {
    /// Signed in, at `register` (nil: a courier, or an admin of no shop, working without a register).
    case signedIn(StaffMember, Register?)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchRegisters
    case logIn(phone: String, password: String)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .logInResponse(let result):
      guard state.phase == .loggingIn else { return [] }
      switch result {
      case .success(let member):
        guard member.role != .courier else {
          state.phase = .editing
          state.password = ""
          return [.navigate(.signedIn(member, nil))]
        }
        state.phase = .loadingRegisters(member)
        return [.fetchRegisters]
      case .failure(let error):
        state.phase = .editing
        state.error = error
        return []
      }

    case .logInTapped:
      guard state.canLogIn else { return [] }
      state.phase = .loggingIn
      state.error = nil
      return [.logIn(phone: state.phone.trimmingCharacters(in: .whitespaces), password: state.password)]

    case .passwordChanged(let text):
      guard state.phase == .editing else { return [] }
      state.password = text
      state.error = nil
      return []

    case .phoneChanged(let text):
      guard state.phase == .editing else { return [] }
      state.phone = text
      state.error = nil
      return []

    case .registerTapped(let register):
      guard case .choosingRegister(let member, let registers) = state.phase, registers.contains(register) else {
        return []
      }
      return finish(&state, member, register)

    case .registersResponse(let result):
      guard case .loadingRegisters(let member) = state.phase else { return [] }
      switch result {
      case .success(let registers) where registers.count == 1:
        return finish(&state, member, registers[0])
      case .success(let registers) where registers.isEmpty && member.role == .admin:
        return finish(&state, member, nil)
      case .success(let registers):
        state.phase = .choosingRegister(member, registers)
        return []
      case .failure(let error):
        state.phase = .registersFailed(member, error)
        return []
      }

    case .retryTapped:
      guard case .registersFailed(let member, _) = state.phase else { return [] }
      state.phase = .loadingRegisters(member)
      return [.fetchRegisters]
    }
  }

  /// Signed in: the form forgets the password, so a later logout finds it empty.
  private static func finish(_ state: inout State, _ member: StaffMember, _ register: Register?) -> [Effect] {
    state.phase = .editing
    state.password = ""
    return [.navigate(.signedIn(member, register))]
  }
}
