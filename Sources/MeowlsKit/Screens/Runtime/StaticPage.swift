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

extension StaticPage {
  /// The page's title in the texts' tables.
  public var title: LocalizedString {
    switch self {
    case .contacts: .pageContacts
    case .delivery: .pageDelivery
    case .privacyPolicy: .pagePrivacyPolicy
    case .refund: .pageRefund
    case .userAgreement: .pageUserAgreement
    }
  }

  /// The page's text in the texts' tables: paragraphs separated by an empty line (`Localizer.paragraphs`), so the
  /// web Store serves the pages itself instead of sending shoppers to the earlier app's host.
  public var text: LocalizedString {
    switch self {
    case .contacts: .pageContactsText
    case .delivery: .pageDeliveryText
    case .privacyPolicy: .pagePrivacyPolicyText
    case .refund: .pageRefundText
    case .userAgreement: .pageUserAgreementText
    }
  }
}
