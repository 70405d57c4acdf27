/// Percent-decoding of URL components (RFC 3986) into UTF-8 text.
public enum PercentDecoding {
  /// Decodes `%XX` escapes; nil when an escape is malformed, the bytes are not UTF-8, or (`refusingUnreserved`) an
  /// escape stands for a character that needs none (`%70` for `p`).
  public static func decode<S: StringProtocol>(
    _ text: S, plusAsSpace: Bool = false, refusingUnreserved: Bool = false
  ) -> String? {
    // NB: looked for before copying the bytes: most segments and values hold no escape, and the router and the
    // server decode every path segment of every request.
    if !text.utf8.contains(where: { $0 == 0x25 || (plusAsSpace && $0 == 0x2B) }) { return String(text) }
    let utf8 = Array(text.utf8)
    var output: [UInt8] = []
    output.reserveCapacity(utf8.count)
    var index = 0
    while index < utf8.count {
      let byte = utf8[index]
      if byte == 0x25 {
        guard index + 2 < utf8.count, let high = HexDigit.value(utf8[index + 1]),
          let low = HexDigit.value(utf8[index + 2])
        else {
          return nil
        }
        let decoded = high << 4 | low
        if refusingUnreserved, isUnreserved(decoded) { return nil }
        output.append(decoded)
        index += 3
      } else {
        output.append(plusAsSpace && byte == 0x2B ? 0x20 : byte)
        index += 1
      }
    }
    return String(validating: output, as: UTF8.self)
  }

  /// RFC 3986 unreserved: ASCII letters and digits, `-`, `.`, `_`, `~`.
  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x2D, 0x2E, 0x5F, 0x7E: true
    default: false
    }
  }

}
