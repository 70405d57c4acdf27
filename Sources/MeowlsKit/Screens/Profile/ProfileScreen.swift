import Foundation
import MeowlsAPI

/// The profile tab (`app.md` §10, §17): a guest is offered login and registration; a customer sees the personal
/// data (reloaded quietly, the stored profile shown meanwhile) and edits it, opens the orders, the contacts and
/// the static pages, logs out or deletes the account after a confirmation. The tab follows the session, so a
/// login on the sheet or an ended session shows at once.
public enum ProfileScreen {
  /// The tab; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// Nobody is signed in: "Log in" and "Sign up", the static pages.
    case guest
    /// Not shown yet; the session is not known.
    case idle
    /// A customer: the personal data, orders, static pages, logout and deletion.
    case signedIn
  }

  /// What happened on the tab, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case alertRetryTapped
    case confirmationCancelled
    case confirmationConfirmed
    /// The deletion's answer: nil when it succeeded.
    case deleteAccountResponse(APIError?)
    case deleteAccountTapped
    case editBirthdayPicked(Date?)
    case editCancelled
    case editFieldChanged(FormField, String)
    case editGenderSelected(Gender?)
    case editTapped
    case logInTapped
    /// The logout's answer: nil when it succeeded.
    case logOutResponse(APIError?)
    case logOutTapped
    case ordersTapped
    case pageTapped(StaticPage)
    case profileResponse(Result<User, APIError>)
    case refreshPulled
    case registerTapped
    case saveResponse(Result<User, APIError>)
    case saveTapped
    case sessionChanged(SessionSnapshot)
    case viewAppeared
  }

  /// Where the tab sends the user.
  public enum Route: Equatable, Sendable {
    /// The login sheet.
    case login
    /// The customer's orders.
    case orders
    /// The registration form.
    case registration
    /// A static page in a web view.
    case staticPage(StaticPage)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case deleteAccount
    case logOut
    case navigate(Route)
    case reloadProfile
    case save(EditUserRequest)
    /// Answers `sessionChanged` once the session differs from this (at once when nothing is known yet).
    case watchSession(after: SessionSnapshot?)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []

    case .alertRetryTapped:
      guard case .failed(let operation, _) = state.alert else { return [] }
      state.alert = nil
      return start(operation, in: &state)

    case .confirmationCancelled:
      state.confirmation = nil
      return []

    case .confirmationConfirmed:
      guard let confirmation = state.confirmation else { return [] }
      state.confirmation = nil
      return start(confirmation == .logOut ? .logOut : .deleteAccount, in: &state)

    case .deleteAccountResponse(let error):
      return finish(.deleteAccount, error, in: &state)

    case .deleteAccountTapped:
      guard state.phase == .signedIn, state.pending == nil else { return [] }
      state.confirmation = .deleteAccount
      return []

    case .editBirthdayPicked(let picked):
      guard var form = state.form, form.canEditBirthday, !isSaving(state) else { return [] }
      form.errors[.birthday] = nil
      if let picked {
        do throws(ValidationError) {
          form.birthday = try Validator.birthday(picked, today: state.today, timeZone: state.timeZone)
        } catch { form.errors[.birthday] = error }
      } else {
        form.birthday = nil
      }
      state.form = form
      return []

    case .editCancelled:
      guard state.form != nil, !isSaving(state) else { return [] }
      state.form = nil
      return []

    case .editFieldChanged(.birthday, _):
      return []

    case .editFieldChanged(let field, let text):
      guard state.form != nil, !isSaving(state) else { return [] }
      state.form?[field] = text
      state.form?.errors[field] = nil
      return []

    case .editGenderSelected(let gender):
      guard state.form != nil, !isSaving(state) else { return [] }
      state.form?.gender = gender
      return []

    case .editTapped:
      guard state.phase == .signedIn, let user = state.user, state.form == nil, state.pending == nil else { return [] }
      state.form = Form(user: user)
      return []

    case .logInTapped:
      guard state.phase == .guest else { return [] }
      return [.navigate(.login)]

    case .logOutResponse(let error):
      return finish(.logOut, error, in: &state)

    case .logOutTapped:
      guard state.phase == .signedIn, state.pending == nil else { return [] }
      state.confirmation = .logOut
      return []

    case .ordersTapped:
      guard state.phase == .signedIn else { return [] }
      return [.navigate(.orders)]

    case .pageTapped(let page):
      return [.navigate(.staticPage(page))]

    case .profileResponse(let result):
      guard state.isRefreshing, state.phase == .signedIn else { return [] }
      state.isRefreshing = false
      // NB: a failed quiet reload keeps the stored profile; an ended session arrives as `sessionChanged(.guest)`.
      if case .success(let user) = result, user.id == state.user?.id { state.user = user }
      return []

    case .refreshPulled:
      return reload(&state)

    case .registerTapped:
      guard state.phase == .guest else { return [] }
      return [.navigate(.registration)]

    case .saveResponse(let result):
      guard case .save(let request) = state.pending else { return [] }
      state.pending = nil
      switch result {
      case .success(let user):
        state.user = user
        state.form = nil
      case .failure(let error):
        state.alert = .failed(.save(request), error)
      }
      return []

    case .saveTapped:
      guard state.pending == nil, let request = validated(&state) else { return [] }
      return start(.save(request), in: &state)

    case .sessionChanged(let snapshot):
      return adopt(snapshot, in: &state) + [.watchSession(after: snapshot)]

    case .viewAppeared:
      guard state.phase != .idle else { return [.watchSession(after: nil)] }
      return reload(&state)
    }
  }

  private static func isSaving(_ state: State) -> Bool {
    if case .save = state.pending { true } else { false }
  }

  private static func reload(_ state: inout State) -> [Effect] {
    guard state.phase == .signedIn, !state.isRefreshing, state.pending == nil else { return [] }
    state.isRefreshing = true
    return [.reloadProfile]
  }

  private static func start(_ operation: Operation, in state: inout State) -> [Effect] {
    guard state.phase == .signedIn, state.pending == nil else { return [] }
    state.pending = operation
    switch operation {
    case .deleteAccount: return [.deleteAccount]
    case .logOut: return [.logOut]
    case .save(let request): return [.save(request)]
    }
  }

  private static func finish(_ operation: Operation, _ error: APIError?, in state: inout State) -> [Effect] {
    guard state.pending == operation else { return [] }
    state.pending = nil
    if let error {
      state.alert = .failed(operation, error)
    } else {
      _ = adopt(.guest, in: &state)
    }
    return []
  }

  /// Shows the session the watch reported; a newly signed-in customer's profile is reloaded.
  private static func adopt(_ snapshot: SessionSnapshot, in state: inout State) -> [Effect] {
    switch snapshot {
    case .guest:
      state.alert = nil
      state.confirmation = nil
      state.form = nil
      state.isRefreshing = false
      state.phase = .guest
      state.user = nil
      return []
    case .user(let user):
      let isNewCustomer = state.phase != .signedIn || state.user?.id != user.id
      state.phase = .signedIn
      state.user = user
      guard isNewCustomer else { return [] }
      state.alert = nil
      state.confirmation = nil
      state.form = nil
      state.isRefreshing = false
      return reload(&state)
    }
  }

  /// Checks the form, marks each refused field, and gives the request when none is.
  private static func validated(_ state: inout State) -> EditUserRequest? {
    guard var form = state.form, let user = state.user else { return nil }
    var errors: [FormField: ValidationError] = [:]
    errors[.birthday] = form.errors[.birthday]
    func check(_ field: FormField, _ body: () throws(ValidationError) -> String?) -> String? {
      do throws(ValidationError) { return try body() } catch {
        errors[field] = error
        return nil
      }
    }
    let surname = check(.surname) { () throws(ValidationError) in try Validator.name(form.surname, required: false) }
    let name = check(.name) { () throws(ValidationError) in try Validator.name(form.name, required: true) }
    let patronymic = check(.patronymic) { () throws(ValidationError) in
      try Validator.name(form.patronymic, required: false)
    }
    let email = check(.email) { () throws(ValidationError) in try Validator.email(form.email) }
    form.errors = errors
    state.form = form
    guard errors.isEmpty else { return nil }
    return EditUserRequest(
      birthday: form.birthday, email: email, gender: form.gender, name: name,
      patronymic: patronymic, phone: user.phone, surname: surname)
  }
}
