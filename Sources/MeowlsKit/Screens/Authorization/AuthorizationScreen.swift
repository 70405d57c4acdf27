import Foundation
import MeowlsAPI

/// The login sheet (`app.md` §2.5, §11): phone and password, the agreement and privacy links, the way to
/// registration, and "skip" while the sheet may be closed. The earlier app's bugs are fixed: the links open the
/// page their text names (§18.14), the typed phone reaches the registration form (§2.7), closing the sheet after
/// a login is not reported as a skip, and a failed guest-data merge keeps the session (the merge runs again later)
/// instead of logging the user out.
public enum AuthorizationScreen {
  /// Everything the sheet shows.
  public struct State: Equatable, Sendable {
    /// Whether the "Sign up" button is shown (the Store app; the POS logs staff in only).
    public var allowsRegistration: Bool
    /// Whether the sheet can be closed without logging in ("Skip", swipe down).
    public var isClosable: Bool
    /// The password as typed.
    public var password: String
    /// Why the password was refused, shown under its field until it changes.
    public var passwordError: ValidationError?
    /// What the sheet is doing.
    public var phase: Phase
    /// The phone as typed.
    public var phone: String
    /// Why the phone was refused, shown under its field until it changes.
    public var phoneError: ValidationError?

    /// A sheet that has not been filled in.
    public init(
      allowsRegistration: Bool = true, isClosable: Bool = true, password: String = "",
      passwordError: ValidationError? = nil, phase: Phase = .editing, phone: String = "",
      phoneError: ValidationError? = nil
    ) {
      self.allowsRegistration = allowsRegistration
      self.isClosable = isClosable
      self.password = password
      self.passwordError = passwordError
      self.phase = phase
      self.phone = phone
      self.phoneError = phoneError
    }
  }

  /// The sheet; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The form, ready for input.
    case editing
    /// The server refused the login or could not be reached: a banner under the fields until the text changes.
    case failed(APIError)
    /// Logged in; the sheet is closing.
    case loggedIn
    /// The login (and the merge of the guest data) is on its way.
    case loggingIn
  }

  /// What happened on the sheet, alphabetised.
  public enum Action: Equatable, Sendable {
    case agreementTapped
    case continueTapped
    case dismissed
    case logInResponse(Result<GuestMergeOutcome, APIError>)
    case passwordChanged(String)
    case phoneChanged(String)
    case privacyPolicyTapped
    case registerTapped
    case skipTapped
  }

  /// Where the sheet sends the user.
  public enum Route: Equatable, Sendable {
    /// The session started: close the sheet and tell the user what the guest-data merge changed.
    case loggedIn(GuestMergeOutcome)
    /// The registration form, with the phone typed so far.
    case registration(phone: String)
    /// The sheet closes without a login.
    case skipped
    /// A static page in a web view.
    case staticPage(StaticPage)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// Logs in with the normalised phone (`Session.logIn`), which also merges the guest data.
    case logIn(phone: String, password: String)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .agreementTapped:
      return [.navigate(.staticPage(.userAgreement))]

    case .continueTapped:
      guard state.phase == .editing || isFailed(state.phase) else { return [] }
      state.phase = .editing
      var normalised: String?
      do throws(ValidationError) {
        normalised = try Validator.phone(state.phone)
        state.phoneError = nil
      } catch { state.phoneError = error }
      do throws(ValidationError) {
        try Validator.password(state.password)
        state.passwordError = nil
      } catch { state.passwordError = error }
      guard let normalised, state.passwordError == nil else { return [] }
      state.phase = .loggingIn
      return [.logIn(phone: normalised, password: state.password)]

    case .dismissed:
      guard state.isClosable, state.phase != .loggedIn else { return [] }
      return [.navigate(.skipped)]

    case .logInResponse(let result):
      guard state.phase == .loggingIn else { return [] }
      switch result {
      case .success(let merge):
        state.phase = .loggedIn
        return [.navigate(.loggedIn(merge))]
      case .failure(let error):
        state.phase = .failed(error)
        return []
      }

    case .passwordChanged(let text):
      guard state.phase != .loggingIn, state.phase != .loggedIn else { return [] }
      state.password = text
      state.passwordError = nil
      state.phase = .editing
      return []

    case .phoneChanged(let text):
      guard state.phase != .loggingIn, state.phase != .loggedIn else { return [] }
      state.phone = text
      state.phoneError = nil
      state.phase = .editing
      return []

    case .privacyPolicyTapped:
      return [.navigate(.staticPage(.privacyPolicy))]

    case .registerTapped:
      guard state.allowsRegistration, state.phase != .loggingIn, state.phase != .loggedIn else { return [] }
      return [.navigate(.registration(phone: state.phone))]

    case .skipTapped:
      guard state.isClosable, state.phase != .loggingIn, state.phase != .loggedIn else { return [] }
      return [.navigate(.skipped)]
    }
  }

  private static func isFailed(_ phase: Phase) -> Bool {
    if case .failed = phase { true } else { false }
  }
}
