/// Why a form field was refused; `Localizer.message(for:)` gives the text to show under the field.
public enum ValidationError: Error, CaseIterable, Hashable, Sendable {
  /// The birthday is in the future or more than 100 years ago.
  case birthdayOutOfRange
  /// No delivery date is chosen (checkout).
  case deliveryDateRequired
  /// No delivery time slot is chosen (checkout).
  case deliveryTimeRequired
  /// The e-mail is not an address.
  case emailInvalid
  /// The delivery address has no house (checkout).
  case houseRequired
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
  /// The password has no letter (of any script).
  case passwordNeedsLetter
  /// The password is longer than 20 characters.
  case passwordTooLong
  /// The password is shorter than 8 characters.
  case passwordTooShort
  /// The password and its confirmation differ.
  case passwordsDoNotMatch
  /// No payment type is chosen (checkout).
  case paymentTypeRequired
  /// The phone is not a Russian number.
  case phoneInvalid
  /// The phone is empty.
  case phoneRequired
  /// No pick-up point is chosen (checkout).
  case pickupPointRequired
  /// The delivery address has no street (checkout).
  case streetRequired
  /// The required surname is empty.
  case surnameRequired
}
