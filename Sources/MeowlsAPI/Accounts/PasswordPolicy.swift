import Foundation

/// The one password rule of MEOWLS: the server applies it at registration, profile edits and `meowls user add`, and
/// the apps check it before they send, so a password the form accepts is never refused by the server.
///
/// NB: the contract's `^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9]).{8,20}$`, applied case-insensitively, refused a password
/// written in Cyrillic letters only; MEOWLS accepts a letter of any script, so «пароль123» is a password.
public enum PasswordPolicy {
  /// The fewest characters (Unicode scalars) a password has.
  public static let minimumLength = 8
  /// The most characters (Unicode scalars) a password has.
  public static let maximumLength = 20

  /// The rule in one sentence, as the server's error and the command line state it.
  public static let description =
    "\(minimumLength) to \(maximumLength) characters on one line, with at least one letter (Latin, Cyrillic or any other script) and one digit"

  /// A way a password breaks the rule.
  public enum Violation: CaseIterable, Hashable, Sendable {
    /// A line break somewhere.
    case lineBreak
    /// No digit 0-9.
    case noDigit
    /// No letter at all.
    case noLetter
    /// More than `maximumLength` characters.
    case tooLong
    /// Fewer than `minimumLength` characters.
    case tooShort
  }

  /// The first rule `password` breaks, checked as length, line breaks, letter, digit; nil when it is acceptable.
  public static func violation(of password: String) -> Violation? {
    if !hasAcceptableLength(password) {
      return password.unicodeScalars.count < minimumLength ? .tooShort : .tooLong
    }
    if password.unicodeScalars.contains(where: lineBreaks.contains) { return .lineBreak }
    if !hasLetter(password) { return .noLetter }
    if !hasDigit(password) { return .noDigit }
    return nil
  }

  /// Whether `password` follows the whole rule.
  public static func isAcceptable(_ password: String) -> Bool { violation(of: password) == nil }

  /// Whether `password` has from `minimumLength` to `maximumLength` characters.
  public static func hasAcceptableLength(_ password: String) -> Bool {
    (minimumLength...maximumLength).contains(password.unicodeScalars.count)
  }

  /// Whether `password` has a letter of any script (Latin, Cyrillic, …).
  public static func hasLetter(_ password: String) -> Bool {
    password.unicodeScalars.contains { letterCategories.contains($0.properties.generalCategory) }
  }

  /// Whether `password` has an ASCII digit.
  public static func hasDigit(_ password: String) -> Bool {
    password.unicodeScalars.contains { ("0"..."9").contains($0) }
  }

  private static let letterCategories: Set<Unicode.GeneralCategory> = [
    .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
  ]
  private static let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
}
