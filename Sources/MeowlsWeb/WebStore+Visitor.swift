import Foundation
import MeowlsAPI
import MeowlsKit

extension WebStore {
  /// Finds or starts the visitor's session, builds the visitor's kit and page context, runs `body`, and adds the
  /// session cookie; `body` answers the response and a message for the next page (stored in the session).
  func withVisitor(
    _ request: WebRequest, route: WebRoute = .main,
    _ body: @Sendable (PageContext) async -> (WebResponse, String?)
  ) async -> WebResponse {
    let now = environment.client.now()
    let record: WebSessionRecord
    let isNew: Bool
    // NB: a crawler keeps no cookie, so a session stored for it would be one new row per page it fetches, never
    // read again; it gets a session that lives for its one request and no cookie.
    let passing = request.cookie(Self.cookieName) == nil && CityGate.isCrawler(request.header("user-agent"))
    let store: any WebSessionStore = passing ? InMemoryWebSessionStore() : sessions
    do {
      try sweep.runIfDue(at: now) { try sessions.deleteIdle(before: now.addingTimeInterval(-Self.idleLimit)) }
      (record, isNew) = try session(for: request, now: now, in: store)
    } catch {
      return WebResponse(
        status: 503, headers: [.init("Content-Type", "text/plain; charset=utf-8"), .init("Retry-After", "5")],
        body: Array("MEOWLS: storage unavailable".utf8))
    }
    let device = WebDevice(record: record, store: store)
    let language = device.value(AppLanguage.self, forKey: .language) ?? Self.language(request.header("accept-language"))
    let kit = VisitorKit(
      device: device, environment: environment, clientAddress: request.clientAddress, language: language)
    let signedIn = kit.api.credentials.isSignedIn
    if signedIn {
      // NB: a customer's cart and favourites live on the server; the header's count and the marks need them now.
      async let cart: Void = { _ = try? await kit.cart.load() }()
      async let favorites: Void = { try? await kit.favorites.reload() }()
      _ = await (cart, favorites)
    }
    let flash = device.value(String.self, forKey: Self.flashKey)
    if flash != nil, request.method != "POST" { device.setValue(String?.none, forKey: Self.flashKey) }
    let ctx = PageContext(
      cartCount: kit.cart.state.value.itemCount, csrfToken: record.csrfToken,
      flash: request.method == "POST" ? nil : flash,
      kit: kit, origin: environment.origin, route: route, signedIn: kit.api.credentials.isSignedIn,
      user: kit.api.credentials.state.value.user)
    var (response, next) = await body(ctx)
    if let next { device.setValue(next, forKey: Self.flashKey) }
    if !passing, isNew || now.timeIntervalSince(record.lastSeen) > Self.touchInterval {
      response.headers.append(.init("Set-Cookie", cookie(record.id)))
    }
    return response
  }

  static let flashKey = SettingsKey(rawValue: "web.flash")
  /// How often a session's last visit is written (and its cookie renewed): not at every page.
  static let touchInterval: TimeInterval = 3600

  private func session(
    for request: WebRequest, now: Date, in sessions: any WebSessionStore
  ) throws -> (WebSessionRecord, isNew: Bool) {
    if let id = request.cookie(Self.cookieName), Self.isWellFormed(id), var record = try sessions.load(id),
      now.timeIntervalSince(record.lastSeen) < Self.idleLimit
    {
      if now.timeIntervalSince(record.lastSeen) > Self.touchInterval {
        try sessions.touch(id, at: now)
        record.lastSeen = now
        return (record, false)
      }
      return (record, false)
    }
    let record = WebSessionRecord(id: environment.makeToken(), csrfToken: environment.makeToken(), lastSeen: now)
    try sessions.create(record)
    return (record, true)
  }

  private func cookie(_ id: String) -> String {
    "\(Self.cookieName)=\(id); Path=/; Max-Age=\(Int(Self.idleLimit)); HttpOnly; SameSite=Lax"
      + (environment.secureCookies ? "; Secure" : "")
  }

  /// Session ids are 64 hex digits; anything else is not looked up.
  static func isWellFormed(_ id: String) -> Bool {
    id.utf8.count == 64 && id.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// Russian unless the browser prefers English before Russian.
  static func language(_ header: String?) -> AppLanguage {
    guard let header else { return .ru }
    for part in header.lowercased().split(separator: ",").prefix(20) {
      let tag = part.split(separator: ";").first?.trimmingCharacters(in: .whitespaces) ?? ""
      if tag.hasPrefix("ru") { return .ru }
      if tag.hasPrefix("en") { return .en }
    }
    return .ru
  }
}

/// When idle sessions were last swept: at most once an hour, by whichever request comes first.
final class IdleSweep: @unchecked Sendable {
  // NB: `@unchecked` because `last` is only touched under `lock`.
  private let lock = NSLock()
  private var last: Date?

  func runIfDue(at now: Date, _ sweep: () throws -> Void) rethrows {
    let due = lock.withLock {
      guard last.map({ now.timeIntervalSince($0) > 3600 }) ?? true else { return false }
      last = now
      return true
    }
    if due { try sweep() }
  }
}
