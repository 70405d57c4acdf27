import Foundation
import MeowlsAPI
import MeowlsKit

/// What every back-office page of one request knows: the staff kit over the session, the form token, the member
/// signed in, and the screens' states this session keeps between its requests (the import's file).
struct AdminContext: Sendable {
  /// The kit's client; its credential store (kind `.staff`, in the session) holds the member's token.
  let api: APIClient
  let csrfToken: String
  let desk: POSDesk
  let device: WebDevice
  let environment: AdminWebEnvironment
  /// A message left by the last form, shown once.
  var flash: String?
  let language: AppLanguage
  var route: AdminRoute

  var localizer: Localizer { Localizer(language: language) }

  var member: StaffMember? { device.value(StaffMember.self, forKey: AdminSessionKeys.member) }
  var signedIn: Bool { api.credentials.isSignedIn && member.map { BackOfficeAccess.admits($0.role) } == true }
  var isAdmin: Bool { member?.role == .admin }

  /// A text of the back office's tables, with `{0}`, `{1}` … replaced.
  func t(_ key: AdminString, _ arguments: String...) -> String {
    arguments.enumerated().reduce(localizer.string(key)) { text, argument in
      text.replacingOccurrences(of: "{\(argument.offset)}", with: argument.element)
    }
  }

  /// A text of the main-page pages' tables, with `{0}`, `{1}` … replaced.
  func t(_ key: MainPageString, _ arguments: String...) -> String {
    arguments.indices.reduce(localizer.string(key)) { $0.replacingOccurrences(of: "{\($1)}", with: arguments[$1]) }
  }

  /// A text of the places pages' tables, with `{0}`, `{1}` … replaced.
  func t(_ key: PlacesString, _ arguments: String...) -> String {
    arguments.indices.reduce(localizer.string(key)) { $0.replacingOccurrences(of: "{\($1)}", with: arguments[$1]) }
  }

  /// A text of the apps' shared tables.
  func t(_ key: LocalizedString) -> String { localizer.string(key) }

  func url(_ route: AdminRoute) -> String {
    let (path, query) = route.parts
    let base = environment.path(path)
    guard !query.isEmpty else { return base }
    return base + "?" + query.map { "\($0.0)=\(WebRoute.encode($0.1))" }.joined(separator: "&")
  }

  func money(_ money: Money) -> String { localizer.money(money) }

  /// The API's refusal in words: the Kit's text of its code, then the fields it names.
  func message(_ error: APIError) -> String {
    guard case .server(_, let response) = error else { return localizer.message(for: error) }
    let details = (response.failures ?? []).prefix(5).map { failure in
      failure.failure.map { "\(failure.field): \($0)" } ?? failure.field
    }
    return ([localizer.message(for: error)] + details).joined(separator: " · ")
  }

  /// A time in the host's zone, to the minute.
  func time(_ date: Date) -> String {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: language == .ru ? "ru_RU" : "en_GB")
    formatter.dateFormat = "dd.MM.yyyy HH:mm"
    return formatter.string(from: date)
  }
}

/// The session values the back office keeps besides the kit's own (its credentials).
enum AdminSessionKeys {
  static let member = SettingsKey(rawValue: "admin.member")
  static let flash = SettingsKey(rawValue: "admin.flash")
  static let language = SettingsKey(rawValue: "admin.language")
}

/// What a page answers.
enum AdminOutcome: Sendable {
  case page(title: String, content: HTML, status: Int = 200)
  case redirect(AdminRoute)
  case response(WebResponse)
}

/// What a posted form answers: a redirect (post/redirect/get) with a message, or a page drawn at once (a form
/// refused keeps what was typed).
enum AdminPost: Sendable {
  case go(AdminRoute, flash: String? = nil)
  case show(AdminOutcome)
}
