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

  /// 8–20 characters on one line with at least one Latin letter and one digit: the contract's
  /// `^(?=.*[A-Z])(?=.*[a-z])(?=.*[0-9]).{8,20}$` applied case-insensitively.
  static func isAcceptablePassword(_ password: String) -> Bool {
    let scalars = password.unicodeScalars
    let lineBreaks: Set<Unicode.Scalar> = ["\n", "\r", "\u{85}", "\u{2028}", "\u{2029}"]
    return (8...20).contains(scalars.count) && !scalars.contains(where: lineBreaks.contains)
      && scalars.contains(where: { ("a"..."z").contains($0) || ("A"..."Z").contains($0) })
      && scalars.contains(where: { ("0"..."9").contains($0) })
  }

  /// Empty passes (the contract stores `""`); otherwise the text must contain an address-like part somewhere.
  static func isAcceptableEmail(_ email: String) -> Bool {
    email.isEmpty || email.contains(/[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}/.ignoresCase())
  }

  private static func validate(newPassword: (password: String, confirmation: String)) throws(AccountsError) {
    guard newPassword.password == newPassword.confirmation else { throw .passwordsDidNotMatch }
    guard isAcceptablePassword(newPassword.password) else { throw .invalidPasswordFormat }
  }

  private static func validate(phone: String, email: String?) throws(AccountsError) {
    guard !PhoneNumber.normalised(phone).isEmpty else { throw .phoneRequired }
    if let email, !isAcceptableEmail(email) { throw .invalidEmailFormat }
  }
}
