import Foundation

/// The contract's email rule (`api.md` §3.5) and the one form an email is stored and compared in.
enum EmailAddress {
  /// The longest address accepted (RFC 5321's path limit).
  static let maximumLength = 254

  /// Trimmed, in Unicode NFC and lower case (beyond ASCII), so `Ёж@Почта.рф` and `ёж@почта.рф` are one address.
  static func normalised(_ text: String) -> String {
    text.trimmingCharacters(in: .whitespacesAndNewlines).precomposedStringWithCanonicalMapping.lowercased()
  }

  /// Empty passes (the contract stores `""`); otherwise the text must contain a match of
  /// `[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,64}` somewhere (case-insensitive) and be at most 254 characters.
  ///
  /// NB: written as one linear scan. The same rule as a `Regex` searched unanchored backtracks quadratically: a 16 KB
  /// email held a worker thread for 13 s.
  static func isAcceptable(_ email: String) -> Bool {
    let bytes = Array(email.utf8)
    guard !bytes.isEmpty else { return true }
    guard bytes.count <= maximumLength * 4, email.count <= maximumLength else { return false }
    var index = 0
    while index < bytes.count {
      defer { index += 1 }
      guard bytes[index] == UInt8(ascii: "@"), index > 0, isLocalPart(bytes[index - 1]) else { continue }
      // The domain run after this `@` ends at the first byte outside [A-Za-z0-9.-]; runs after different `@`s never
      // overlap, so the whole scan stays linear.
      var end = index + 1
      while end < bytes.count, isDomainPart(bytes[end]) { end += 1 }
      if hasDotAndTwoLetters(bytes[(index + 1)..<end]) { return true }
      index = end - 1
    }
    return false
  }

  /// Whether `domain` (a run of [A-Za-z0-9.-]) splits as `X.LL…` with X non-empty and two letters after the dot.
  private static func hasDotAndTwoLetters(_ domain: ArraySlice<UInt8>) -> Bool {
    guard domain.count >= 4 else { return false }
    for dot in (domain.startIndex + 1)..<(domain.endIndex - 2) where domain[dot] == UInt8(ascii: ".") {
      if isLetter(domain[dot + 1]) && isLetter(domain[dot + 2]) { return true }
    }
    return false
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  private static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  private static func isLocalPart(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || "._%+-".utf8.contains(byte)
  }

  private static func isDomainPart(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-")
  }
}
