/// The web Store's answer; the command's bridge copies it back to the HTTP layer.
public struct WebResponse: Sendable, Equatable {
  public var body: [UInt8]
  /// Header fields in order; `Set-Cookie` may repeat.
  public var headers: [Header]
  public var status: Int

  public struct Header: Sendable, Equatable {
    public var name: String
    public var value: String

    public init(_ name: String, _ value: String) {
      self.name = name
      self.value = value
    }
  }

  public init(status: Int, headers: [Header] = [], body: [UInt8] = []) {
    self.body = body
    self.headers = headers
    self.status = status
  }

  /// The first value of `name`.
  public func header(_ name: String) -> String? {
    headers.first { $0.name.lowercased() == name.lowercased() }?.value
  }

  /// A page.
  static func html(_ html: HTML, status: Int = 200) -> WebResponse {
    WebResponse(
      status: status, headers: [Header("Content-Type", "text/html; charset=utf-8")] + securityHeaders,
      body: Array(html.markup.utf8))
  }

  /// A piece of a page the script puts into the one it shows (suggestions as one types).
  static func fragment(_ html: HTML) -> WebResponse {
    WebResponse(
      status: 200, headers: [Header("Content-Type", "text/html; charset=utf-8")] + securityHeaders,
      body: Array(html.markup.utf8))
  }

  /// A text file (`robots.txt`, `sitemap.xml`) that search engines may keep for an hour.
  static func file(_ text: String, contentType: String) -> WebResponse {
    WebResponse(
      status: 200,
      headers: [
        Header("Content-Type", contentType), Header("X-Content-Type-Options", "nosniff"),
        Header("Cache-Control", "public, max-age=3600"),
      ], body: Array(text.utf8))
  }

  /// Post/redirect/get: the browser loads `location` with a GET.
  static func redirect(to location: String) -> WebResponse {
    WebResponse(status: 303, headers: [Header("Location", location)] + securityHeaders)
  }

  /// NB: no inline script or style anywhere, so the policy can forbid both; pictures come from the shop's own
  /// `/static` (or an absolute public URL), hence `img-src` also allows https.
  static let securityHeaders = [
    Header(
      "Content-Security-Policy",
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' https: data:; "
        + "form-action 'self'; base-uri 'none'; object-src 'none'; frame-ancestors 'none'"),
    Header("X-Content-Type-Options", "nosniff"), Header("Referrer-Policy", "same-origin"),
    Header("Cache-Control", "no-store"),
  ]
}
