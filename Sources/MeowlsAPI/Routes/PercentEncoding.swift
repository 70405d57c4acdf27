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
  /// segment that escapes an unreserved character (`%70os`), holds a malformed escape or decodes to bytes that are
  /// not UTF-8, which is taken as sent: the same decoding as the server's `HTTPRequest.pathSegments`.
  ///
  /// NB: this used Foundation's `removingPercentEncoding`, which repairs some bytes that are not UTF-8 with U+FFFD
  /// (`c%a9` before a U+FFFD) where the server's decoder refuses them; the route fuzzer found the two disagreeing
  /// (2026-12-06, `Fuzz/Corpus/FuzzRoutes/crash-escape-decodes-to-non-utf8`).
  ///
  /// NB: RFC 3986 has no reason to escape a letter, digit, `-`, `.`, `_` or `~`; decoded, `/api/v1/%70os` would
  /// reach the POS routes past a proxy rule kept on `/api/v1/pos`. Taken as sent, it names no route (404).
  static func segments(of path: String) -> [String] {
    let pathOnly = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return pathOnly.split(separator: "/").map { PercentDecoding.decode($0, refusingUnreserved: true) ?? String($0) }
  }
}
