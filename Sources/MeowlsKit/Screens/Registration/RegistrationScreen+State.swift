import Foundation
import MeowlsAPI

extension RegistrationScreen {
  /// Everything the registration form shows.
  public struct State: Equatable, Sendable {
    /// The picked birthday as the server stores it (midnight UTC of the day), if any.
    public var birthday: Date?
    /// The password confirmation as typed.
    public var confirmation: String
    /// The e-mail as typed.
    public var email: String
    /// Why each refused field was refused, shown under it until it changes.
    public var errors: [Field: ValidationError]
    /// The chosen or inferred gender, if any.
    public var gender: Gender?
    /// Whether the user chose the gender (a name suggestion then no longer changes it).
    public var isGenderChosen: Bool
    /// The name as typed.
    public var name: String
    /// The password as typed.
    public var password: String
    /// The patronymic as typed.
    public var patronymic: String
    /// What the form is doing.
    public var phase: Phase
    /// The phone as typed (prefilled with the one typed on the login sheet).
    public var phone: String
    /// The name suggestions under the field being typed.
    public var suggestions: Suggestions
    /// The surname as typed.
    public var surname: String
    /// The user's time zone: the picked day is read in it (`app.md` §18.16).
    public var timeZone: TimeZone
    /// Today, for the birthday's range (the last 100 years).
    public var today: Date

    /// An empty form, with the phone typed on the login sheet.
    public init(
      phone: String = "", today: Date, timeZone: TimeZone, birthday: Date? = nil, confirmation: String = "",
      email: String = "", errors: [Field: ValidationError] = [:], gender: Gender? = nil, isGenderChosen: Bool = false,
      name: String = "", password: String = "", patronymic: String = "", phase: Phase = .editing,
      suggestions: Suggestions = .idle, surname: String = ""
    ) {
      self.birthday = birthday
      self.confirmation = confirmation
      self.email = email
      self.errors = errors
      self.gender = gender
      self.isGenderChosen = isGenderChosen
      self.name = name
      self.password = password
      self.patronymic = patronymic
      self.phase = phase
      self.phone = phone
      self.suggestions = suggestions
      self.surname = surname
      self.timeZone = timeZone
      self.today = today
    }

    /// The password rules with whether the typed password meets each, shown live under the field.
    public var passwordRules: [PasswordRule: Bool] {
      var rules: [PasswordRule: Bool] = [:]
      for rule in PasswordRule.allCases {
        rules[rule] = rule.isMet(password: password, confirmation: confirmation)
      }
      return rules
    }

    /// The text of a text field.
    public subscript(field: Field) -> String {
      get {
        switch field {
        case .birthday: ""
        case .confirmation: confirmation
        case .email: email
        case .name: name
        case .password: password
        case .patronymic: patronymic
        case .phone: phone
        case .surname: surname
        }
      }
      set {
        switch field {
        case .birthday: break
        case .confirmation: confirmation = newValue
        case .email: email = newValue
        case .name: name = newValue
        case .password: password = newValue
        case .patronymic: patronymic = newValue
        case .phone: phone = newValue
        case .surname: surname = newValue
        }
      }
    }
  }

  /// A field of the form.
  public enum Field: Hashable, Sendable, CaseIterable {
    case birthday
    case confirmation
    case email
    case name
    case password
    case patronymic
    case phone
    case surname
  }

  /// A field with name suggestions (`GET /suggestions/fullname/...`).
  public enum NameField: Hashable, Sendable, CaseIterable {
    case name
    case patronymic
    case surname

    /// The form field it is.
    public var field: Field {
      switch self {
      case .name: .name
      case .patronymic: .patronymic
      case .surname: .surname
      }
    }
  }

  /// The suggestions under a name field; the states exclude each other.
  public enum Suggestions: Equatable, Sendable {
    /// Waiting for the typing to pause on this text.
    case debouncing(NameField, String)
    /// No suggestions shown.
    case idle
    /// The suggestions for this text (the server echoes the text when it knows no better).
    case loaded(NameField, String, [FullNameSuggestion])
    /// Suggestions for this text are on their way.
    case loading(NameField, String)
  }

  /// A part of the server's password rule (`PasswordPolicy`, `Validator.password`), ticked live as the user types.
  public enum PasswordRule: Hashable, Sendable, CaseIterable {
    /// At least one digit.
    case digit
    /// 8 to 20 characters.
    case length
    /// At least one letter, of any script.
    case letter
    /// The confirmation repeats the password.
    case matchesConfirmation

    /// The message that describes the rule (the error shown when it is broken).
    public var message: ValidationError {
      switch self {
      case .digit: .passwordNeedsDigit
      case .length: .passwordTooShort
      case .letter: .passwordNeedsLetter
      case .matchesConfirmation: .passwordsDoNotMatch
      }
    }

    func isMet(password: String, confirmation: String) -> Bool {
      switch self {
      case .digit: PasswordPolicy.hasDigit(password)
      case .length: PasswordPolicy.hasAcceptableLength(password)
      case .letter: PasswordPolicy.hasLetter(password)
      case .matchesConfirmation: !password.isEmpty && password == confirmation
      }
    }
  }
}
