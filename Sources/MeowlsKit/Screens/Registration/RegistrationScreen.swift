import Foundation
import MeowlsAPI

/// The registration form (`app.md` §2.6, §2.7, §11.5): surname, name and patronymic with suggestions (a picked or
/// exactly typed suggestion infers the gender unless the user chose one), birthday within the last 100 years, gender,
/// phone (prefilled from the login sheet, §18.8), optional e-mail, the password with its rules ticked live and its
/// confirmation; "Sign up" registers, logs in with the answer's token and merges the guest favourites and cart
/// (`Session.register`). Every refused field is marked at once, not only the first.
public enum RegistrationScreen {
  /// The form; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The form, ready for input.
    case editing
    /// The server refused the registration or could not be reached: an alert until dismissed.
    case failed(APIError)
    /// Registered and logged in; the form is closing.
    case registered
    /// The registration (and the login and merge after it) is on its way.
    case submitting
  }

  /// What happened on the form, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case backTapped
    /// A day picked in the picker (nil when the field is cleared).
    case birthdayPicked(Date?)
    case debounceElapsed(NameField, String)
    case fieldChanged(Field, String)
    case genderSelected(Gender?)
    case pageTapped(StaticPage)
    case registerResponse(Result<GuestMergeOutcome, APIError>)
    case signUpTapped
    case suggestionTapped(NameField, FullNameSuggestion)
    case suggestionsResponse(NameField, query: String, Result<[FullNameSuggestion], APIError>)
  }

  /// Where the form sends the user.
  public enum Route: Equatable, Sendable {
    /// Back to the login sheet.
    case back
    /// Registered and logged in: close the sheet and tell the user what the guest-data merge changed.
    case registered(GuestMergeOutcome)
    /// A static page (the agreement under the button) in a web view.
    case staticPage(StaticPage)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// Waits one debounce interval, then answers `debounceElapsed`.
    case debounce(NameField, String)
    case fetchSuggestions(NameField, String)
    case navigate(Route)
    /// Registers, logs in and merges (`Session.register`).
    case register(CreateUserRequest)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      guard case .failed = state.phase else { return [] }
      state.phase = .editing
      return []

    case .backTapped:
      guard isEditable(state.phase) else { return [] }
      return [.navigate(.back)]

    case .birthdayPicked(let picked):
      guard isEditable(state.phase) else { return [] }
      state.errors[.birthday] = nil
      guard let picked else {
        state.birthday = nil
        return []
      }
      do throws(ValidationError) {
        state.birthday = try Validator.birthday(picked, today: state.today, timeZone: state.timeZone)
      } catch { state.errors[.birthday] = error }
      return []

    case .debounceElapsed(let field, let query):
      guard state.suggestions == .debouncing(field, query) else { return [] }
      state.suggestions = .loading(field, query)
      return [.fetchSuggestions(field, query)]

    case .fieldChanged(.birthday, _):
      return []

    case .fieldChanged(let field, let text):
      guard isEditable(state.phase) else { return [] }
      state[field] = text
      state.errors[field] = nil
      if field == .password { state.errors[.confirmation] = nil }
      guard let nameField = NameField.allCases.first(where: { $0.field == field }) else {
        state.suggestions = .idle
        return []
      }
      let query = text.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !query.isEmpty else {
        state.suggestions = .idle
        return []
      }
      if let shown = suggestionsQuery(state.suggestions), shown == (nameField, query) { return [] }
      state.suggestions = .debouncing(nameField, query)
      return [.debounce(nameField, query)]

    case .genderSelected(let gender):
      guard isEditable(state.phase) else { return [] }
      state.gender = gender
      state.isGenderChosen = gender != nil
      return []

    case .pageTapped(let page):
      return [.navigate(.staticPage(page))]

    case .registerResponse(let result):
      guard state.phase == .submitting else { return [] }
      switch result {
      case .success(let merge):
        state.phase = .registered
        return [.navigate(.registered(merge))]
      case .failure(let error):
        state.phase = .failed(error)
        return []
      }

    case .signUpTapped:
      guard isEditable(state.phase) else { return [] }
      state.suggestions = .idle
      guard let request = validated(&state) else { return [] }
      state.phase = .submitting
      return [.register(request)]

    case .suggestionTapped(let field, let suggestion):
      guard isEditable(state.phase) else { return [] }
      state[field.field] = suggestion.text
      state.errors[field.field] = nil
      state.suggestions = .idle
      infer(suggestion.gender, in: &state)
      return []

    case .suggestionsResponse(let field, let query, let result):
      guard state.suggestions == .loading(field, query) else { return [] }
      guard case .success(let suggestions) = result else {
        // NB: suggestions are a help, not a step: a failure only hides them, as in the earlier app.
        state.suggestions = .idle
        return []
      }
      state.suggestions = .loaded(field, query, suggestions)
      if let exact = suggestions.first(where: { $0.text.lowercased() == query.lowercased() }) {
        infer(exact.gender, in: &state)
      }
      return []
    }
  }

  private static func isEditable(_ phase: Phase) -> Bool {
    switch phase {
    case .editing, .failed: true
    case .registered, .submitting: false
    }
  }

  private static func suggestionsQuery(_ suggestions: Suggestions) -> (NameField, String)? {
    switch suggestions {
    case .debouncing(let field, let query), .loading(let field, let query), .loaded(let field, let query, _):
      (field, query)
    case .idle: nil
    }
  }

  private static func infer(_ gender: Gender, in state: inout State) {
    guard !state.isGenderChosen, gender != .indeterminate else { return }
    state.gender = gender
  }

  /// Checks every field, marks each refused one, and gives the request when none is.
  private static func validated(_ state: inout State) -> CreateUserRequest? {
    var errors: [Field: ValidationError] = [:]
    errors[.birthday] = state.errors[.birthday]
    func check<Value>(_ field: Field, _ body: () throws(ValidationError) -> Value) -> Value? {
      do throws(ValidationError) { return try body() } catch {
        errors[field] = error
        return nil
      }
    }
    let surname = check(.surname) { () throws(ValidationError) in try Validator.name(state.surname, required: false) }
    let name = check(.name) { () throws(ValidationError) in try Validator.name(state.name, required: true) }
    let patronymic = check(.patronymic) { () throws(ValidationError) in
      try Validator.name(state.patronymic, required: false)
    }
    let phone = check(.phone) { () throws(ValidationError) in try Validator.phone(state.phone) }
    let email = check(.email) { () throws(ValidationError) in try Validator.email(state.email) }
    _ = check(.password) { () throws(ValidationError) in try Validator.password(state.password) }
    if errors[.password] == nil, state.confirmation != state.password { errors[.confirmation] = .passwordsDoNotMatch }
    state.errors = errors
    guard errors.isEmpty, let phone else { return nil }
    return CreateUserRequest(
      birthday: state.birthday, confirmPassword: state.confirmation, email: email ?? nil,
      gender: state.gender == .indeterminate ? nil : state.gender, name: name ?? nil, password: state.password,
      patronymic: patronymic ?? nil, phone: phone, surname: surname ?? nil)
  }
}
