/// Answers for content that does not change between requests (generated images): a strong `ETag` from the bytes,
/// `Cache-Control`, and 304 Not Modified when the client already holds the same bytes.
public enum StaticContent {
  public static func response(
    body: [UInt8], contentType: String, request: HTTPRequest, maxAgeSeconds: Int = 86_400
  ) -> HTTPResponse {
    let etag = "\"\(fingerprint(body))\""
    var headers = HTTPHeaders([
      ("Cache-Control", "public, max-age=\(maxAgeSeconds)"), ("ETag", etag),
    ])
    if matches(request.headers["If-None-Match"], etag: etag) {
      return HTTPResponse(status: .notModified, headers: headers)
    }
    headers.add("Content-Type", contentType)
    return HTTPResponse(status: .ok, headers: headers, body: body)
  }

  /// RFC 9110 §13.1.2: `*`, or a list of tags compared weakly (a `W/` prefix is ignored).
  static func matches(_ header: String?, etag: String) -> Bool {
    guard let header else { return false }
    return header.split(separator: ",").contains { candidate in
      var tag = candidate.trimmingWhitespace()
      if tag == "*" { return true }
      if tag.hasPrefix("W/") { tag = tag.dropFirst(2) }
      return tag == etag[...]
    }
  }

  /// FNV-1a, 64 bits, as 16 hex digits: stable across runs and machines (unlike `Hasher`).
  static func fingerprint(_ bytes: [UInt8]) -> String {
    let hash = bytes.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    let digits = String(hash, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

extension Substring {
  fileprivate func trimmingWhitespace() -> Substring {
    let start = firstIndex { $0 != " " && $0 != "\t" } ?? endIndex
    let end = lastIndex { $0 != " " && $0 != "\t" }.map(index(after:)) ?? start
    return self[start..<Swift.max(start, end)]
  }
}
