import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsServer
import MeowlsTestSupport
import Synchronization

/// The demo shop's register ready to sell, for the register's journeys: the cashier (PIN 2222) signed in and the
/// register unlocked, a shift open with a 5000 ₽ float, and four goods with known prices and stock in the shop:
/// `food` at 1000 ₽ and 333.33 ₽ (100 each), `scarce` at 500 ₽ (5), and the loose good (549 ₽/kg, 10 packs).
struct RegisterFixture {
  let server: TestServer
  let cashier: String
  let manager: (id: User.ID, token: String)
  let register: Register.ID
  let shop: Shop.ID
  let shift: Shift.ID
  let food: [String]
  let scarce: String
  let loose: (article: String, plu: Int)
  /// Whether the register's network reaches the server.
  let network = Network()

  init() throws {
    server = try TestServer.kit(seeded: true)
    cashier = try Self.login(DemoStaff.members[1].phone, server).authentication.token
    let managerSession = try Self.login(DemoStaff.members[0].phone, server)
    manager = (User.ID(managerSession.staff.id.rawValue), managerSession.authentication.token)
    let shop = try Self.value(
      "SELECT shop_id FROM staff_assignments a JOIN users u ON u.id = a.user_id WHERE u.role = 'manager'", server)
    self.shop = Shop.ID(uuidString: shop)!
    register = Register.ID(uuidString: try Self.value("SELECT id FROM registers WHERE shop_id = '\(shop)'", server))!
    let articles = try Self.values(
      "SELECT v.article FROM product_variants v LEFT JOIN variant_plu_codes p ON p.variant_id = v.id "
        + "WHERE p.plu IS NULL AND v.barcode IS NOT NULL ORDER BY v.article LIMIT 3", server)
    food = Array(articles[0..<2])
    scarce = articles[2]
    let plu = try Self.values(
      "SELECT v.article || '|' || p.plu FROM variant_plu_codes p JOIN product_variants v ON v.id = p.variant_id "
        + "WHERE p.price_per_kg_kopecks IS NOT NULL ORDER BY p.plu LIMIT 1", server)[0].split(separator: "|")
    loose = (String(plu[0]), Int(plu[1])!)
    for (article, kopecks) in [(food[0], 100_000), (food[1], 33_333), (scarce, 50_000)] {
      try Self.execute(
        "UPDATE variant_prices SET original_kopecks = \(kopecks), price_kopecks = \(kopecks), discount_percent = NULL "
          + "WHERE variant_id = (SELECT id FROM product_variants WHERE article = '\(article)')", server)
    }
    try Self.execute("UPDATE variant_plu_codes SET price_per_kg_kopecks = 54900 WHERE plu = \(loose.plu)", server)
    try Self.post("/registers/\(register)/unlock", ["pin": "2222"], token: cashier, server)
    let opened = try Self.post(
      "/shifts", ["register_id": register.uuidString, "opening_float": 5000], token: cashier, server)
    shift = Shift.ID(uuidString: opened["id"] as? String ?? "")!
    for (article, stock) in [(food[0], 100), (food[1], 100), (scarce, 5), (loose.article, 10)] {
      try setStock(article, stock)
    }
  }

  /// A counted stock of `article` at the shop, through the ledger.
  func setStock(_ article: String, _ quantity: Int) throws {
    try StockAdmin(database: server.application.database, clock: .constant(server.clock.now)).count(
      Article(rawValue: article), at: shop.rawValue, quantity: quantity)
  }

  /// The units of `article` the shop's books show.
  func stock(_ article: String) throws -> Int {
    try StockAdmin(database: server.application.database, clock: .constant(server.clock.now)).quantity(
      of: Article(rawValue: article), at: shop.rawValue)
  }

  /// Every stock counter that disagrees with its ledger.
  func discrepancies() throws -> [String] {
    try StockAdmin(database: server.application.database, clock: .constant(server.clock.now)).discrepancies()
  }

  /// The sales the server recorded.
  func recordedSales() throws -> Int { Int(try Self.value("SELECT COUNT(*) FROM pos_sales", server)) ?? -1 }

  /// The shift's X report as the manager reads it (not blind).
  func report() throws -> ShiftReport {
    let response = try server.request(
      "GET", "/api/v1/pos/shifts/\(shift)/report", headers: [("Authorization", "Token \(manager.token)")])
    return try JSONDecoder.meowls.decode(ShiftReport.self, from: Data(response.body))
  }

  /// The client of the register's app: the cashier's session, its requests answered by the server in process while
  /// `network` is up, and failing as a dead network does while it is down.
  func client() async throws -> APIClient {
    let credentials = CredentialStore(secureStore: InMemorySecureStore(), kind: .staff)
    try await credentials.begin(
      StoredSession(
        authentication: UserAuthentication(expiresAt: server.clock.now.addingTimeInterval(86_400), token: cashier),
        kind: .staff, refreshableUntil: server.clock.now.addingTimeInterval(30 * 86_400),
        user: User(phone: DemoStaff.members[1].phone)))
    let clock = server.clock
    let inProcess = HTTPTransport.inProcess(server)
    let network = network
    return APIClient(
      configuration: APIClient.Configuration(baseURL: server.baseURL, device: Fixtures.device),
      credentials: credentials,
      environment: ClientEnvironment(
        makeIdentifier: { UUID().uuidString }, now: { clock.now }, random: { 0.5 }, sleep: { _ in }),
      preferences: APIClient.Preferences(cityID: { nil }, language: { .ru }),
      transport: HTTPTransport { request in
        guard network.isUp else { throw TransportError.notConnected }
        return try await inProcess.send(request)
      })
  }

  /// The register's kit over `storage`, as the app builds it at launch.
  func kit(_ storage: any RegisterStorage) async throws -> RegisterKit {
    let api = try await client()
    let catalogue = ShopCatalogue(storage: storage)
    let clock = server.clock
    let register = try OfflineRegister(
      dependencies: .live(api: api, catalogue: catalogue, storage: storage, now: { clock.now }))
    return RegisterKit(
      api: api, catalogue: catalogue, register: register,
      sales: .live(api: api, catalogue: catalogue, register: register))
  }

  /// A sale of `lines` on the register, paid with `cash` (and `card`).
  func sale(_ lines: [SaleLineRequest], cash: Money?, card: Money? = nil, discount: SaleDiscount? = nil) -> SaleRequest
  {
    SaleRequest(
      discount: discount, id: Receipt.ID(UUID()), lines: lines, payment: SalePayment(card: card, cash: cash),
      registerID: register)
  }

  /// The loose good's weight barcode for `grams`.
  func weightBarcode(grams: Int) -> String {
    EAN13(body: "21" + String(format: "%05d", loose.plu) + String(format: "%05d", grams))!.rawValue
  }

  private static func login(_ phone: String, _ server: TestServer) throws -> StaffSession {
    let basic = Data("\(phone):\(DemoStaff.password)".utf8).base64EncodedString()
    let response = try server.request("POST", "/api/v1/pos/login", headers: [("Authorization", "Basic \(basic)")])
    return try JSONDecoder.meowls.decode(StaffSession.self, from: Data(response.body))
  }

  @discardableResult
  private static func post(_ path: String, _ json: [String: Any], token: String, _ server: TestServer) throws
    -> NSDictionary
  {
    let response = try server.request(
      "POST", "/api/v1/pos\(path)",
      headers: [("Authorization", "Token \(token)"), ("Content-Type", "application/json")],
      body: Array(try JSONSerialization.data(withJSONObject: json)))
    guard response.status == 200, let body = response.json else { throw FixtureFailure("\(path): \(response.text)") }
    return body
  }

  private static func values(_ sql: String, _ server: TestServer) throws -> [String] {
    try server.application.database.withConnection { try $0.query(sql).map { try $0.string(0) } }
  }

  private static func value(_ sql: String, _ server: TestServer) throws -> String {
    try server.application.database.withConnection { connection in
      guard let row = try connection.first(sql) else { throw FixtureFailure("no row: \(sql)") }
      if case .integer(let number) = row.values.first { return String(number) }
      return try row.string(0)
    }
  }

  private static func execute(_ sql: String, _ server: TestServer) throws {
    _ = try server.application.database.withConnection { try $0.execute(sql, []) }
  }
}

/// The register's pieces as one app launch builds them.
struct RegisterKit {
  let api: APIClient
  let catalogue: ShopCatalogue
  let register: OfflineRegister
  let sales: RegisterSales

  /// Refreshes the catalogue from the server.
  func refresh() async throws(APIError) {
    let api = api
    try await catalogue.refresh { (query) throws(APIError) in try await api.send(.registerCatalogue(query)) }
  }
}

/// A network switch: down, every request fails as with no connection.
final class Network: Sendable {
  private let up = Mutex(true)

  var isUp: Bool { up.withLock { $0 } }

  func set(up value: Bool) { up.withLock { $0 = value } }
}

/// A fixture's setup step that did not go as planned.
struct FixtureFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
