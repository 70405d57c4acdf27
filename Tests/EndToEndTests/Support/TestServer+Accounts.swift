import Foundation
import MeowlsServer
import MeowlsTestSupport

/// Requests of the accounts routes, shared by the end-to-end suites.
extension TestServer {
  static let password = "uNhsyBu28d"
  static let phone = "79139139113"

  /// The contract's registration example (`api-examples.json`), with `changes` applied.
  static func registration(_ changes: [String: Any] = [:]) -> [String: Any] {
    let example: [String: Any] = [
      "surname": "Userson", "name": "User", "patronymic": "Usersed", "email": "user@example.com", "phone": phone,
      "gender": "man", "password": password, "confirm_password": password,
    ]
    return example.merging(changes) { _, new in new }
  }

  /// The server's answer for the registration example's user `id`, with `extra` keys (authentication, favourites…).
  static func exampleProfile(id: String?, _ extra: [String: Any] = [:]) -> NSDictionary {
    let profile: [String: Any] = [
      "email": "user@example.com", "gender": "man", "id": id ?? "?", "name": "User", "patronymic": "Usersed",
      "phone": phone, "surname": "Userson",
    ]
    return profile.merging(extra) { _, new in new } as NSDictionary
  }

  /// `authentication` of a session answer: the token as answered and its expiry.
  static func authentication(_ response: RawHTTPResponse, expiresAt: String) -> [String: Any] {
    ["authentication": ["expires_at": expiresAt, "token": response.token ?? "?"]]
  }

  func get(_ path: String, token: String? = nil) throws -> RawHTTPResponse {
    try request("GET", path, headers: token.map { [("Authorization", "Token \($0)")] } ?? [])
  }

  /// POST, with a JSON body when `json` is given and `Authorization: Token` when `token` is.
  func post(_ path: String, json: [String: Any]? = nil, token: String? = nil) throws -> RawHTTPResponse {
    var headers = token.map { [("Authorization", "Token \($0)")] } ?? []
    var body: [UInt8]?
    if let json {
      headers.append(("Content-Type", "application/json"))
      body = Array(try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]))
    }
    return try request("POST", path, headers: headers, body: body)
  }

  func register(_ changes: [String: Any] = [:]) throws -> RawHTTPResponse {
    try post("/api/v1/users/create", json: TestServer.registration(changes))
  }

  /// Registers and returns the new session's token.
  func registeredToken(_ changes: [String: Any] = [:]) throws -> String {
    let response = try register(changes)
    guard let token = response.token else { throw TestFailure("registration failed: \(response.text)") }
    return token
  }

  func login(_ phone: String = TestServer.phone, _ password: String = TestServer.password) throws -> RawHTTPResponse {
    let credentials = Data("\(phone):\(password)".utf8).base64EncodedString()
    return try request("POST", "/api/v1/users/login", headers: [("Authorization", "Basic \(credentials)")])
  }

  /// The rows of a query on the server's database, each as its values joined by `|`, for checks of what is stored.
  func rows(_ sql: String) throws -> [String] {
    try application.database.withConnection { connection in
      try connection.query(sql).map { row in
        row.values.map { value in
          switch value {
          case .null: "NULL"
          case .integer(let number): String(number)
          case .real(let number): String(number)
          case .text(let text): text
          case .blob(let bytes): bytes.map { String($0) }.joined(separator: ",")
          }
        }.joined(separator: "|")
      }
    }
  }
}

extension RawHTTPResponse {
  /// `authentication.token` of a login, registration or refresh answer.
  var token: String? { (json?["authentication"] as? NSDictionary)?["token"] as? String }
  /// `id` of a user answer.
  var userID: String? { json?["id"] as? String }
}

struct TestFailure: Error, CustomStringConvertible {
  var description: String
  init(_ description: String) { self.description = description }
}
