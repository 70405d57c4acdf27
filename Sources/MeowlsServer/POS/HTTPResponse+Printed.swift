extension HTTPResponse {
  /// A printable POS page (`text/html; charset=utf-8`).
  static func html(_ page: String) -> HTTPResponse {
    HTTPResponse(
      status: .ok, headers: HTTPHeaders([("Content-Type", "text/html; charset=utf-8")]), body: Array(page.utf8))
  }
}
