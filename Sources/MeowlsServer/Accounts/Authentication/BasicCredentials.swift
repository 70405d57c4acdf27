import Foundation

/// `Authorization: Basic base64(phone:password)`, as login sends it.
struct BasicCredentials: Equatable, Sendable {
  var phone: String
  var password: String

  /// Nil when the header is missing, not `Basic` (any case), not Base64, not UTF-8 or without a `:`.
  init?(header: String?) {
    guard let parts = header?.split(separator: " "), parts.count == 2, String(parts[0]).caseInsensitiveEquals("basic"),
      let data = Data(base64Encoded: String(parts[1])), let text = String(data: data, encoding: .utf8),
      let colon = text.firstIndex(of: ":")
    else { return nil }
    phone = String(text[..<colon])
    password = String(text[text.index(after: colon)...])
  }
}
