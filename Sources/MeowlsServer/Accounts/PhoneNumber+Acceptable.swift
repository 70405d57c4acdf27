extension PhoneNumber {
  /// The longest phone text accepted, spaces and punctuation included.
  public static let maximumLength = 32

  /// Whether `text` may be a phone: at most 32 characters and no digits but ASCII ones.
  ///
  /// NB: full-width (`７９１３…`) or other scripts' digits are refused rather than dropped, so two texts that look
  /// like one number cannot become two accounts, or one text two different numbers.
  public static func isAcceptable(_ text: String) -> Bool {
    text.unicodeScalars.count <= maximumLength
      && !text.unicodeScalars.contains { !$0.isASCII && $0.properties.numericType != nil }
  }
}
