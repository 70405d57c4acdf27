import Foundation
import MeowlsAPI

extension ProfileScreen {
  /// Everything the profile tab shows.
  public struct State: Equatable, Sendable {
    /// A failed operation, with "Try again".
    public var alert: Alert?
    /// The question waiting for a yes or no.
    public var confirmation: Confirmation?
    /// The personal-data form while it is edited.
    public var form: Form?
    /// Whether a reload of the shown profile is on its way.
    public var isRefreshing: Bool
    /// The operation on its way; others wait for it (their taps are ignored).
    public var pending: Operation?
    /// Guest or signed in.
    public var phase: Phase
    /// The user's time zone: a picked birthday is read in it.
    public var timeZone: TimeZone
    /// Today, for the birthday's range.
    public var today: Date
    /// The signed-in profile.
    public var user: User?

    /// A profile tab that has not appeared yet.
    public init(
      today: Date, timeZone: TimeZone, alert: Alert? = nil, confirmation: Confirmation? = nil, form: Form? = nil,
      isRefreshing: Bool = false, pending: Operation? = nil, phase: Phase = .idle, user: User? = nil
    ) {
      self.alert = alert
      self.confirmation = confirmation
      self.form = form
      self.isRefreshing = isRefreshing
      self.pending = pending
      self.phase = phase
      self.timeZone = timeZone
      self.today = today
      self.user = user
    }

    /// The static pages listed under the profile, in order.
    public var pages: [StaticPage] { [.contacts, .delivery, .refund, .userAgreement, .privacyPolicy] }

    /// What the session watch last reported, as the screen knows it (nil before the first report).
    var snapshot: SessionSnapshot? {
      switch phase {
      case .guest: .guest
      case .idle: nil
      case .signedIn: user.map(SessionSnapshot.user)
      }
    }
  }

  /// The personal-data form: the phone is the account's login and cannot change; the birthday can be set once.
  public struct Form: Equatable, Sendable {
    /// The picked birthday (midnight UTC of the day).
    public var birthday: Date?
    /// Whether the birthday may be picked (it was not set before, as in the earlier app).
    public var canEditBirthday: Bool
    /// The e-mail as typed.
    public var email: String
    /// Why each refused field was refused.
    public var errors: [FormField: ValidationError]
    /// The chosen gender.
    public var gender: Gender?
    /// The name as typed.
    public var name: String
    /// The patronymic as typed.
    public var patronymic: String
    /// The surname as typed.
    public var surname: String

    /// A form filled with `user`.
    public init(user: User) {
      birthday = user.birthday
      canEditBirthday = user.birthday == nil
      email = user.email ?? ""
      errors = [:]
      gender = user.gender == .indeterminate ? nil : user.gender
      name = user.name ?? ""
      patronymic = user.patronymic ?? ""
      surname = user.surname ?? ""
    }

    /// The text of a text field.
    public subscript(field: FormField) -> String {
      get {
        switch field {
        case .birthday: ""
        case .email: email
        case .name: name
        case .patronymic: patronymic
        case .surname: surname
        }
      }
      set {
        switch field {
        case .birthday: break
        case .email: email = newValue
        case .name: name = newValue
        case .patronymic: patronymic = newValue
        case .surname: surname = newValue
        }
      }
    }
  }

  /// A field of the personal-data form.
  public enum FormField: Hashable, Sendable, CaseIterable {
    case birthday
    case email
    case name
    case patronymic
    case surname
  }

  /// An alert over the profile.
  public enum Alert: Equatable, Sendable {
    /// The operation failed; "Try again" repeats it.
    case failed(Operation, APIError)
  }

  /// A question before an operation that cannot be undone lightly.
  public enum Confirmation: Equatable, Sendable {
    case deleteAccount
    case logOut
  }

  /// An operation on the account.
  public enum Operation: Equatable, Sendable {
    case deleteAccount
    case logOut
    /// Saves the personal-data form.
    case save(EditUserRequest)
  }

  /// The session as the profile follows it.
  public enum SessionSnapshot: Hashable, Sendable {
    case guest
    case user(User)
  }
}
