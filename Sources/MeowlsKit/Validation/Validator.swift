import Foundation
import MeowlsAPI

/// The checks of the registration, login and profile forms, the same as the server's (`api.md` §3.5), with the
/// earlier app's bugs fixed (`app.md` §7.8, §18.15).
public enum Validator {
  /// A Russian phone number in any common form (`+7 (913) 913-91-13`, `8 913 913 91 13`, `89139139113`,
  /// `9139139113`), as the eleven digits `7XXXXXXXXXX` the server stores.
  ///
  /// Separators allowed: spaces, `-`, `(`, `)`, `.`; a `+` only in front of the `7`. The ten-digit national number
  /// must start with 3, 4, 8 or 9 (the Russian area and mobile codes).
  public static func phone(_ text: String) throws(ValidationError) -> String {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { throw .phoneRequired }
    let separators: Set<Character> = [" ", "-", "(", ")", ".", "\u{00A0}"]
    var body = Substring(trimmed)
    let international = body.hasPrefix("+")
    if international { body = body.dropFirst() }
    guard body.allSatisfy({ $0.isASCII && ($0.isNumber || separators.contains($0)) }) else { throw .phoneInvalid }
    let digits = body.filter(\.isNumber)
    let national: Substring
    switch (digits.count, digits.first) {
    case (11, "7"): national = digits.dropFirst()
    case (11, "8") where !international: national = digits.dropFirst()
    case (10, _) where !international: national = Substring(digits)
    default: throw .phoneInvalid
    }
    guard let first = national.first, "3489".contains(first) else { throw .phoneInvalid }
    return "7" + national
  }

  /// An e-mail address, trimmed; the whole text must be one address (`app.md` §18.15: the old check was a
  /// "contains"). Empty gives nil: the address is optional.
  public static func email(_ text: String) throws(ValidationError) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return nil }
    guard trimmed.wholeMatch(of: /[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/) != nil else {
      throw .emailInvalid
    }
    return trimmed
  }

  /// The server's password rule (`PasswordPolicy`: 8–20 characters on one line with a letter of any script and a
  /// digit). A given confirmation must match, and that is checked first, as the server does.
  public static func password(_ password: String, confirmation: String? = nil) throws(ValidationError) {
    if let confirmation, confirmation != password { throw .passwordsDoNotMatch }
    switch PasswordPolicy.violation(of: password) {
    case nil: return
    case .lineBreak: throw .passwordHasLineBreak
    case .noDigit: throw .passwordNeedsDigit
    case .noLetter: throw .passwordNeedsLetter
    case .tooLong: throw .passwordTooLong
    case .tooShort: throw .passwordTooShort
    }
  }

  /// A surname, name or patronymic, trimmed: letters of any script, spaces, hyphens and apostrophes, at most 100
  /// characters. Empty gives nil, or `nameRequired` when `required`.
  public static func name(_ text: String, required: Bool) throws(ValidationError) -> String? {
    let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else {
      if required { throw .nameRequired }
      return nil
    }
    guard trimmed.count <= 100 else { throw .nameTooLong }
    let punctuation: Set<Character> = [" ", "-", "'", "’"]
    guard trimmed.allSatisfy({ $0.isLetter || punctuation.contains($0) }), trimmed.contains(where: \.isLetter) else {
      throw .nameInvalid
    }
    return trimmed
  }
}
