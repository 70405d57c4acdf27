/// ASCII hexadecimal digits, as percent-escapes and UUID texts spell them.
public enum HexDigit {
  /// The value of `0`–`9`, `A`–`F` or `a`–`f`; nil for any other byte.
  public static func value(_ byte: UInt8) -> UInt8? {
    switch byte {
    case 0x30...0x39: byte - 0x30
    case 0x41...0x46: byte - 0x41 + 10
    case 0x61...0x66: byte - 0x61 + 10
    default: nil
    }
  }
}
