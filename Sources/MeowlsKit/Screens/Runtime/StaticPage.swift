import Foundation

/// The shop's static web pages (`app.md` §4.1, §17): opened in an in-app web view by the Authorization,
/// Registration and Profile screens.
public enum StaticPage: String, CaseIterable, Hashable, Sendable {
  /// The shop's contacts and hotline.
  case contacts
  /// Delivery terms.
  case delivery
  /// The privacy policy ("processing of personal data").
  case privacyPolicy = "privacy-policy"
  /// Returns and refunds.
  case refund
  /// The user agreement ("terms of the user agreement").
  case userAgreement = "user-agreement"

  /// The host the earlier app opened these pages on.
  public static let defaultHost = URL(string: "https://static.artemayer.ru/")!

  /// The page's address on `host`.
  public func url(on host: URL = Self.defaultHost) -> URL {
    host.appendingPathComponent(rawValue)
  }
}
