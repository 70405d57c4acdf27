import Foundation

/// `authentication`: the bearer token and its expiry, `{token, expires_at}`.
public struct UserAuthentication: Codable, Hashable, Sendable {
  /// When the token stops being accepted (ISO-8601); it stays refreshable for 30 days after issue.
  public var expiresAt: Date
  /// The opaque token for `Authorization: Token <token>`.
  public var token: String

  /// A token and its expiry.
  public init(expiresAt: Date, token: String) {
    self.expiresAt = expiresAt
    self.token = token
  }

  enum CodingKeys: String, CodingKey {
    case expiresAt = "expires_at"
    case token
  }
}
