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

  /// The decoded, non-empty segments of a raw path: split on `/` first, then each one percent-decoded.
  static func segments(of path: String) -> [String] {
    let pathOnly = path.split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
    return pathOnly.split(separator: "/").map { segment in
      // NB: most segments hold no escape, and Foundation's decoding costs more than routing the request.
      segment.utf8.contains(0x25) ? String(segment).removingPercentEncoding ?? String(segment) : String(segment)
    }
  }
}
