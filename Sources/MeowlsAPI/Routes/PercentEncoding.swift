import Foundation

/// Percent-encoding of paths and queries (ASCII unreserved characters stay as they are).
enum PercentEncoding {
  /// RFC 3986 unreserved characters: ASCII letters, digits, `-`, `.`, `_`, `~`.
  static let unreserved = CharacterSet(
    charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

  /// Query keys keep their brackets readable: `filters[brand]`.
  static let queryName = unreserved.union(CharacterSet(charactersIn: "[]"))

  /// The path for `segments`: `/` plus the encoded segments joined by `/`.
  static func path(_ segments: [String]) -> String {
    "/" + segments.map { $0.addingPercentEncoding(withAllowedCharacters: unreserved) ?? $0 }.joined(separator: "/")
  }

  /// The decoded, non-empty segments of a raw path: split on `/` first, then each one percent-decoded, except a
  /// segment that escapes an unreserved character (`%70os`), which is taken as sent.
  ///
  /// NB: RFC 3986 has no reason to escape a letter, digit, `-`, `.`, `_` or `~`; decoded, `/api/v1/%70os` would
  /// reach the POS routes past a proxy rule kept on `/api/v1/pos`. Taken as sent, it names no route (404).
  static func segments(of path: String) -> [String] {
    let pathOnly = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return pathOnly.split(separator: "/").map { segment in
      // NB: most segments hold no escape, and Foundation's decoding costs more than routing the request.
      guard segment.utf8.contains(0x25), !escapesUnreservedCharacter(segment) else { return String(segment) }
      return String(segment).removingPercentEncoding ?? String(segment)
    }
  }

  /// Whether `segment` holds an escape such as `%41` or `%7e` whose character needs no escaping.
  private static func escapesUnreservedCharacter(_ segment: Substring) -> Bool {
    let bytes = Array(segment.utf8)
    return bytes.indices.contains { index in
      guard bytes[index] == 0x25, index + 2 < bytes.count,
        let value = UInt8(String(decoding: bytes[index + 1...index + 2], as: UTF8.self), radix: 16)
      else { return false }
      return unreserved.contains(Unicode.Scalar(value))
    }
  }
}
