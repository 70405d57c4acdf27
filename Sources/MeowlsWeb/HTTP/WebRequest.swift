/// A browser's request as the web Store sees it: the command's bridge copies it from the HTTP layer.
public struct WebRequest: Sendable {
  public var body: [UInt8]
  /// The peer's address; the kit's requests carry it so the server throttles logins per visitor.
  public var clientAddress: String
  /// Header fields by lower-case name (the last one of a repeated name).
  public var headers: [String: String]
  public var method: String
  /// The path split on `/`, segments percent-decoded, empty ones dropped.
  public var path: [String]
  public var query: FormData

  public init(
    method: String, path: [String], query: FormData = FormData(), headers: [String: String] = [:],
    body: [UInt8] = [], clientAddress: String = ""
  ) {
    self.body = body
    self.clientAddress = clientAddress
    self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }) { _, last in last }
    self.method = method
    self.path = path
    self.query = query
  }

  /// A header, by any case of its name.
  public func header(_ name: String) -> String? { headers[name.lowercased()] }

  /// The cookie `name`, from the `Cookie` header.
  public func cookie(_ name: String) -> String? {
    guard let header = header("cookie") else { return nil }
    // NB: trimmed by hand: Foundation's `trimmingCharacters` bridged through NSString and was a tenth of a cached
    // listing page's time.
    func trimmed(_ text: Substring) -> Substring {
      var text = text
      while let first = text.first, first == " " || first == "\t" { text.removeFirst() }
      while let last = text.last, last == " " || last == "\t" { text.removeLast() }
      return text
    }
    for part in header.split(separator: ";") {
      let pair = part.split(separator: "=", maxSplits: 1)
      if pair.count == 2, trimmed(pair[0]) == name { return String(trimmed(pair[1])) }
    }
    return nil
  }

  /// The posted form; an empty one unless the body is `application/x-www-form-urlencoded`.
  public var form: FormData {
    guard method == "POST", header("content-type")?.lowercased().hasPrefix("application/x-www-form-urlencoded") == true
    else { return FormData() }
    return FormData(parsing: String(decoding: body, as: UTF8.self))
  }
}
