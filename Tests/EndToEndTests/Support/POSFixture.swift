import Foundation
import MeowlsServer
import MeowlsTestSupport

/// The seeded shop with its demo POS staff (`DemoStaff`): a manager (PIN 1111), a cashier (2222) and a courier
/// (3333) of the first Novosibirsk shop, each signed in through `/pos/login`, plus a customer.
struct POSFixture {
  let server: TestServer
  let manager: String
  let cashier: String
  let courier: String
  let customer: String

  /// `cardTerminal`: the shop's card terminal; nil for the live server's simulated one. `configure` changes the
  /// server's settings (the registers' idle lock).
  init(
    cardTerminal: CardTerminal? = nil, fiscalRegistrar: (any FiscalRegistrar)? = nil,
    pictureFetcher: (any PictureFetcher)? = nil, now: Date = SeededShop.loadDate,
    configure: (inout ServerSettings) -> Void = { _ in }
  ) throws {
    server = try TestServer.seeded(
      now: now, cardTerminal: cardTerminal, fiscalRegistrar: fiscalRegistrar, pictureFetcher: pictureFetcher,
      configure: configure)
    manager = try Self.token(server.posLogin(DemoStaff.members[0].phone))
    cashier = try Self.token(server.posLogin(DemoStaff.members[1].phone))
    courier = try Self.token(server.posLogin(DemoStaff.members[2].phone))
    customer = try server.registeredToken()
  }

  private static func token(_ response: RawHTTPResponse) throws -> String {
    guard let token = response.token else { throw TestFailure("pos login failed: \(response.text)") }
    return token
  }

  /// The first shop of Novosibirsk, where the demo staff work.
  func shopID() throws -> String {
    try server.rows("SELECT shop_id FROM staff_assignments a JOIN users u ON u.id = a.user_id WHERE u.role = 'manager'")
      .first ?? "?"
  }

  /// The register of the demo staff's shop.
  func registerID() throws -> String {
    try server.rows("SELECT id FROM registers WHERE shop_id = '\(try shopID())' AND kind = 'counter'").first ?? "?"
  }

  /// A register of another shop.
  func foreignRegisterID() throws -> String {
    try server.rows("SELECT id FROM registers WHERE shop_id <> '\(try shopID())' ORDER BY id").first ?? "?"
  }

  /// A POS request with a token, an optional JSON body and extra headers (`X-Manager-PIN`); answered in process,
  /// or over `client`'s connection when given (another server process, say).
  func send(
    _ method: String, _ path: String, json: [String: Any]? = nil, token: String?, headers: [(String, String)] = [],
    on client: RawHTTPClient? = nil
  ) throws -> RawHTTPResponse {
    var all = headers
    if let token { all.append(("Authorization", "Token \(token)")) }
    var body: [UInt8]?
    if let json {
      all.append(("Content-Type", "application/json"))
      body = Array(try JSONSerialization.data(withJSONObject: json, options: [.sortedKeys]))
    }
    if let client { return try client.request(method, "/api/v1/pos\(path)", headers: all, body: body) }
    return try server.request(method, "/api/v1/pos\(path)", headers: all, body: body)
  }
}

extension TestServer {
  /// `POST /pos/login` with HTTP Basic credentials.
  func posLogin(_ phone: String, _ password: String = DemoStaff.password) throws -> RawHTTPResponse {
    let credentials = Data("\(phone):\(password)".utf8).base64EncodedString()
    return try request("POST", "/api/v1/pos/login", headers: [("Authorization", "Basic \(credentials)")])
  }
}
