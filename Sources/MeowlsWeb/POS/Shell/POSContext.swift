import Foundation
import MeowlsAPI
import MeowlsKit

/// What every POS page of one request knows: the staff kit over the session, the form token, who works at which
/// register, and the screens' states kept for this session (`POSDesk`).
struct POSContext: Sendable {
  /// The kit's client; its credential store (kind `.staff`, in the session) holds the member's token.
  let api: APIClient
  /// The token every form posts back.
  let csrfToken: String
  let desk: POSDesk
  let device: WebDevice
  let environment: POSWebEnvironment
  /// A message left by the last form, shown once.
  var flash: String?
  let language: AppLanguage
  /// The page being drawn; forms on it post back to it.
  var route: POSRoute

  var localizer: Localizer { Localizer(language: language) }

  /// The member signed in at this session, as the login answered them (or the PIN take-over switched to).
  var member: StaffMember? { device.value(StaffMember.self, forKey: POSSessionKeys.member) }
  /// The register the member works at; nil for a courier.
  var register: Register? { device.value(Register.self, forKey: POSSessionKeys.register) }
  /// Whether the member unlocked the register with their PIN (the server keeps its own lock: a page that hears
  /// `registerLocked` locks again).
  var unlocked: Bool { device.value(Bool.self, forKey: POSSessionKeys.unlocked) ?? false }
  var signedIn: Bool { api.credentials.isSignedIn && member != nil }
  /// The shop's clock: its city's time zone as the server names it, else the host's (a server from before
  /// `time_zone`).
  var timeZone: TimeZone { member?.shop?.timeZone.flatMap { TimeZone(identifier: $0) } ?? .current }

  /// A text of the kit's tables, with `{0}`, `{1}` … replaced.
  func t(_ key: LocalizedString, _ arguments: String...) -> String {
    arguments.enumerated().reduce(localizer.string(key)) { text, argument in
      text.replacingOccurrences(of: "{\(argument.offset)}", with: argument.element)
    }
  }

  /// The address of a POS page, below the prefix.
  func url(_ route: POSRoute) -> String {
    let (path, query) = route.parts
    let base = environment.path(path)
    guard !query.isEmpty else { return base }
    return base + "?" + query.map { "\($0.0)=\(WebRoute.encode($0.1))" }.joined(separator: "&")
  }

  func money(_ money: Money) -> String { localizer.money(money) }

  func message(_ error: APIError) -> String { localizer.message(for: error) }
}

/// The session values the POS keeps besides the kit's own (its credentials).
enum POSSessionKeys {
  static let member = SettingsKey(rawValue: "pos.member")
  static let register = SettingsKey(rawValue: "pos.register")
  static let unlocked = SettingsKey(rawValue: "pos.unlocked")
  static let flash = SettingsKey(rawValue: "pos.flash")
  static let language = SettingsKey(rawValue: "pos.language")
  /// The open sale's basket, on a host that keeps it across restarts (`POSWebEnvironment.keepsBaskets`).
  static let basket = SettingsKey(rawValue: "pos.basket")
}

/// What a POS page answers.
enum POSOutcome: Sendable {
  /// A page: its title and content; the layout adds the header and the tabs.
  case page(title: String, content: HTML, status: Int = 200)
  /// Go to another page.
  case redirect(POSRoute)
  /// An answer that is no POS page (a printable receipt, an asset).
  case response(WebResponse)
}

/// What a posted form answers: a redirect (post/redirect/get), or a page drawn at once (a refused login keeps the
/// phone typed without storing the password).
enum POSPost: Sendable {
  case back(String?)
  case go(POSRoute, flash: String? = nil)
  case show(POSOutcome)
}
