/// Why a form field was refused; `Localizer.message(for:)` gives the text to show under the field.
public enum ValidationError: Error, CaseIterable, Hashable, Sendable {
  /// The birthday is in the future or more than 100 years ago.
  case birthdayOutOfRange
  /// The e-mail is not an address.
  case emailInvalid
  /// A name holds something other than letters, spaces, hyphens and apostrophes.
  case nameInvalid
  /// The required name is empty.
  case nameRequired
  /// A name is longer than 100 characters.
  case nameTooLong
  /// The password holds a line break.
  case passwordHasLineBreak
  /// The password has no digit.
  case passwordNeedsDigit
  /// The password has no Latin letter.
  case passwordNeedsLetter
  /// The password is longer than 20 characters.
  case passwordTooLong
  /// The password is shorter than 8 characters.
  case passwordTooShort
  /// The password and its confirmation differ.
  case passwordsDoNotMatch
  /// The phone is not a Russian number.
  case phoneInvalid
  /// The phone is empty.
  case phoneRequired
}
