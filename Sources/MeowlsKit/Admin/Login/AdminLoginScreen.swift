import MeowlsAPI

/// The back office's sign-in: a staff member's phone and password (`POST /pos/login`). Admins and managers go on;
/// a cashier or a courier is refused here with a message of their own (the API would answer each of their pages
/// `forbidden`), and the session the login opened for them is closed again.
public enum AdminLoginScreen {
  /// Everything the sign-in shows.
  public struct State: Equatable, Sendable {
    /// The last refusal of the API (`authError`, `tooManyAttempts`, offline …), until an edit.
    public var error: APIError?
    public var password: String
    public var phone: String
    /// Whether the login is on its way.
    public var sending: Bool
    /// The member signed in but works at no back office (a cashier, a courier): the role refused.
    public var refusedRole: StaffRole?

    public init(phone: String = "", password: String = "") {
      self.error = nil
      self.password = password
      self.phone = phone
      self.sending = false
      self.refusedRole = nil
    }

    /// "Sign in" is on when both fields hold something and nothing is on its way.
    public var canSignIn: Bool {
      !sending && !phone.trimmingCharacters(in: .whitespaces).isEmpty && !password.isEmpty
    }
  }

  /// What happened on the sign-in, alphabetised.
  public enum Action: Equatable, Sendable {
    case logInResponse(Result<StaffMember, APIError>)
    case passwordChanged(String)
    case phoneChanged(String)
    case signInTapped
  }

  /// Where the sign-in sends the member.
  public enum Route: Equatable, Sendable {
    case signedIn(StaffMember)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case logIn(phone: String, password: String)
    /// Ends the session the login opened for a member the back office refuses.
    case logOut
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .logInResponse(let result):
      guard state.sending else { return [] }
      state.sending = false
      state.password = ""
      switch result {
      case .success(let member) where BackOfficeAccess.admits(member.role):
        return [.navigate(.signedIn(member))]
      case .success(let member):
        state.refusedRole = member.role
        return [.logOut]
      case .failure(let error):
        state.error = error
        return []
      }

    case .passwordChanged(let text):
      state.password = text
      state.error = nil
      state.refusedRole = nil
      return []

    case .phoneChanged(let text):
      state.phone = text
      state.error = nil
      state.refusedRole = nil
      return []

    case .signInTapped:
      guard state.canSignIn else { return [] }
      state.sending = true
      state.error = nil
      state.refusedRole = nil
      return [.logIn(phone: state.phone.trimmingCharacters(in: .whitespaces), password: state.password)]
    }
  }
}
