import Foundation
import MeowlsAPI

/// The contract's checks on registration and profile edits (`api.md` §3.5), in its order: the first failure wins.
enum AccountValidation {
  /// Registration: passwords match → password format → phone present → email format.
  static func validate(password: String, confirmation: String, phone: String, email: String?) throws(AccountsError) {
    try validate(newPassword: (password, confirmation))
    try validate(phone: phone, email: email)
  }

  /// Edit: the password checks only when either password field was sent, then phone and email.
  static func validate(
    password: String?, confirmation: String?, phone: String, email: String?
  ) throws(AccountsError) {
    if password != nil || confirmation != nil {
      guard let password, let confirmation else { throw .passwordsDidNotMatch }
      try validate(newPassword: (password, confirmation))
    }
    try validate(phone: phone, email: email)
  }

  /// The shared rule (`PasswordPolicy`): 8–20 characters on one line with a letter of any script and a digit.
  static func isAcceptablePassword(_ password: String) -> Bool {
    PasswordPolicy.isAcceptable(password)
  }

  /// The longest surname, name or patronymic accepted.
  static let maximumNameLength = 100
  /// The earliest birthday accepted: 1900-01-01T00:00:00Z.
  static let earliestBirthday = Date(timeIntervalSince1970: -2_208_988_800)

  /// Empty passes (the contract stores `""`); otherwise the text must contain an address-like part somewhere.
  static func isAcceptableEmail(_ email: String) -> Bool {
    EmailAddress.isAcceptable(EmailAddress.normalised(email))
  }

  /// The profile's free text and birthday (new in MEOWLS): names of at most 100 characters, a birthday from 1900 up
  /// to `now`.
  static func validate(
    surname: String?, name: String?, patronymic: String?, birthday: Date?, now: Date
  ) throws(AccountsError) {
    for (field, value) in [("Surname", surname), ("Name", name), ("Patronymic", patronymic)] {
      if let value, value.unicodeScalars.count > maximumNameLength { throw .textTooLong(field: field) }
    }
    if let birthday, !(earliestBirthday...now).contains(birthday) { throw .invalidBirthday }
  }

  private static func validate(newPassword: (password: String, confirmation: String)) throws(AccountsError) {
    guard newPassword.password == newPassword.confirmation else { throw .passwordsDidNotMatch }
    guard isAcceptablePassword(newPassword.password) else { throw .invalidPasswordFormat }
  }

  private static func validate(phone: String, email: String?) throws(AccountsError) {
    guard !PhoneNumber.normalised(phone).isEmpty else { throw .phoneRequired }
    guard PhoneNumber.isAcceptable(phone) else { throw .invalidPhoneFormat }
    if let email, !isAcceptableEmail(email) { throw .invalidEmailFormat }
  }
}
