import Foundation
import MeowlsAPI
import MeowlsKit

/// What the web POS (`WebPOS`) needs from the process that hosts it, injected (style rule 4). Two hosts build one:
///
/// - `meowls serve` (`POSWebEnvironment.server(…)` in MeowlsCommands): the pages live under `/pos/`, the kit talks
///   to the server's responder in process, and every counter of every shop gets its register from
///   `POSRegisters.perCounter()` (catalogue snapshot and sale queue in memory: the server is never away from itself).
/// - `meowls till` (the till helper): the pages live at `/`, the kit talks HTTP to the central server, and the one
///   register the till was started for is `POSRegisters.fixed(register, sales:)`, whose `RegisterSales` the till
///   builds with `RegisterSales.live(api:catalogue:register:)` over its `FileRegisterStorage` (durable queue and
///   snapshot in `--data`), so cash sales go on while the server is unreachable.
///
/// Nothing in here is a business rule: the pages run the Kit's POS screens with these clients.
public struct POSWebEnvironment: Sendable {
  /// The path segments every POS page lives under: `["pos"]` under `meowls serve`, `[]` on the till. Links,
  /// form actions, redirects, asset addresses and the session cookie's `Path` all start with it.
  public var prefix: [String]
  /// The kit's clock, ids and sleep (`.live` in production; tests inject a fixed clock).
  public var client: ClientEnvironment
  /// A fresh secret token (session ids, CSRF tokens): 256 random bits as 64 lower-case hex digits (the session
  /// cookie is only looked up when it has that form).
  public var makeToken: @Sendable () -> String
  /// The central server's address: the kit's requests (`/api/v1/pos/…`) are addressed below it. On the till it is
  /// `--server`; under `meowls serve` its own public URL (the in-process transport ignores the host).
  public var serverURL: URL
  /// Whether the session cookie is marked `Secure` (the browser reaches the POS over https). False on the till,
  /// whose browser talks to `http://127.0.0.1`.
  public var secureCookies: Bool
  /// The kit's transport for a browser at `clientAddress` (the server throttles staff logins per address): in
  /// process under `meowls serve`, `HTTPTransport.live` (URLSession) to `serverURL` on the till.
  public var transport: @Sendable (_ clientAddress: String) -> HTTPTransport
  /// Where each counter's sales go (`RegisterSales`: catalogue snapshot, quotes, the offline queue).
  public var registers: POSRegisters
  /// How long the register may sit untouched before the page's script locks it (the Kit's `POSLockScreen`
  /// default, 5 minutes); the server locks on its own idle limit regardless.
  public var idleLock: Duration
  /// Whether the open sale's basket is kept in the session (`POSSaleScreen.SavedBasket`, written through to the
  /// session store at every change of it), so a restart of the host shows the same basket: on the till, whose
  /// sessions are files (`FileWebSessionStore`, the basket replaced atomically but not flushed); off under `meowls serve`, which is never
  /// away from itself and keeps its screens in memory.
  public var keepsBaskets = false

  /// An environment; `idleLock` defaults to the lock screen's own limit.
  public init(
    prefix: [String], client: ClientEnvironment, makeToken: @escaping @Sendable () -> String, serverURL: URL,
    secureCookies: Bool = false, transport: @escaping @Sendable (_ clientAddress: String) -> HTTPTransport,
    registers: POSRegisters, idleLock: Duration = .seconds(300)
  ) {
    self.prefix = prefix
    self.client = client
    self.makeToken = makeToken
    self.serverURL = serverURL
    self.secureCookies = secureCookies
    self.transport = transport
    self.registers = registers
    self.idleLock = idleLock
  }

  /// The real clock and the system's secure random numbers, as `WebEnvironment.live` does for the Store.
  public static func live(
    prefix: [String], serverURL: URL, secureCookies: Bool = false,
    transport: @escaping @Sendable (_ clientAddress: String) -> HTTPTransport, registers: POSRegisters
  ) -> Self {
    Self(
      prefix: prefix, client: .live,
      makeToken: {
        var generator = SystemRandomNumberGenerator()
        return (0..<32).map { _ in String(format: "%02x", UInt8.random(in: 0...255, using: &generator)) }.joined()
      }, serverURL: serverURL, secureCookies: secureCookies, transport: transport, registers: registers)
  }

  /// The path of a page below the prefix: `path(["sale"])` is `/pos/sale` on the server and `/sale` on the till.
  public func path(_ segments: [String]) -> String {
    "/" + (prefix + segments).joined(separator: "/")
  }
}

/// Which register sales a member signed in at a counter uses: the one closure the pages ask.
public struct POSRegisters: Sendable {
  /// The register's sales for `register`, asked with `api` (the signed-in member's kit client; its credential store
  /// holds their staff token). Called for every sale page and form; it must answer quickly, so a host keeps what
  /// it built (snapshot, queue) between calls.
  ///
  /// - Throws: `APIError` when the register cannot sell here (`RegisterRefusal.catalogueMissing` before the first
  ///   catalogue, or another register on a till); the page shows its message.
  public var sales: @Sendable (_ register: Register.ID, _ api: APIClient) async throws(APIError) -> RegisterSales
  /// The only register this host sells for (the till's `--register`), or nil when the member picks one (serve).
  /// The login takes it when the member may work there and refuses the member otherwise.
  public var only: Register.ID?

  /// Registers from a closure.
  public init(
    only: Register.ID? = nil,
    sales: @escaping @Sendable (_ register: Register.ID, _ api: APIClient) async throws(APIError) -> RegisterSales
  ) {
    self.only = only
    self.sales = sales
  }

  /// The till's one register: `sales` for it (built once by the till over its durable storage), `forbidden` for
  /// any other.
  public static func fixed(_ register: Register.ID, sales: RegisterSales) -> Self {
    Self(only: register) { (asked, _) throws(APIError) in
      guard asked == register else {
        throw .server(
          status: 403,
          ErrorResponse(code: .forbidden, reason: "This till sells for register \(register.rawValue.uuidString) only."))
      }
      return sales
    }
  }
}
