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
    // NB: scanned as bytes: splitting the header as a `String` (graphemes) and trimming through Foundation were a
    // tenth of a listing page filled from its template.
    let name = Array(name.utf8)
    func isBlank(_ byte: UInt8) -> Bool { byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    for part in header.utf8.split(separator: UInt8(ascii: ";")) {
      guard let equals = part.firstIndex(of: UInt8(ascii: "=")) else { continue }
      let key = part[..<equals].drop(while: isBlank).reversed().drop(while: isBlank)
      guard key.elementsEqual(name.reversed()) else { continue }
      var value = part[part.index(after: equals)...].drop(while: isBlank)
      while let last = value.last, isBlank(last) { value = value.dropLast() }
      return String(decoding: value, as: UTF8.self)
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
