import Foundation
import MeowlsAPI

/// Everything the kit keeps about a session, stored whole in the `SecureStore` so that a restart loses nothing:
/// the token, its expiry, how long it stays refreshable and the whole profile, birthday included (`app.md` §18.4).
public struct StoredSession: Codable, Hashable, Sendable {
  /// How long after its expiry a token can still be refreshed: the contract's 30 days from issue, less the day of
  /// validity (`decisions.md`).
  public static let refreshWindowAfterExpiry: TimeInterval = 29 * 86_400

  /// The token and when it expires.
  public var authentication: UserAuthentication
  /// Customer or staff.
  public var kind: SessionKind
  /// After this moment the token cannot be refreshed any more.
  public var refreshableUntil: Date
  /// The profile (`authentication` is kept in the field above, not in here).
  public var user: User

  /// A session.
  public init(authentication: UserAuthentication, kind: SessionKind, refreshableUntil: Date, user: User) {
    self.authentication = authentication
    self.kind = kind
    self.refreshableUntil = refreshableUntil
    self.user = user
  }

  /// The session a login, registration or refresh answer starts; nil when the answer has no `authentication`.
  public init?(user: User, kind: SessionKind) {
    guard let authentication = user.authentication else { return nil }
    var profile = user
    profile.authentication = nil
    self.init(
      authentication: authentication, kind: kind,
      refreshableUntil: authentication.expiresAt.addingTimeInterval(Self.refreshWindowAfterExpiry), user: profile)
  }

  enum CodingKeys: String, CodingKey {
    case authentication
    case kind
    case refreshableUntil = "refreshable_until"
    case user
  }
}
