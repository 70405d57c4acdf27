import Foundation
import MeowlsAPI
import MeowlsKit

extension WebAdmin {
  /// Finds or starts the browser's session, builds the staff kit and the page context, runs `body`, and adds the
  /// session cookie; `body` answers the response and a message for the next page.
  func withStaff(
    _ request: WebRequest, route: AdminRoute, _ body: @Sendable (AdminContext) async -> (WebResponse, String?)
  ) async -> WebResponse {
    let now = environment.client.now()
    let record: WebSessionRecord
    let isNew: Bool
    do {
      // NB: the sessions share their table with the Store's and the POS's; the sweep keeps the Store's (longest)
      // limit, and a back-office session past its own is refused when it is loaded.
      try sweep.runIfDue(at: now) { try sessions.deleteIdle(before: now.addingTimeInterval(-WebStore.idleLimit)) }
      (record, isNew) = try session(for: request, now: now)
    } catch {
      return WebResponse(
        status: 503, headers: [.init("Content-Type", "text/plain; charset=utf-8"), .init("Retry-After", "5")],
        body: Array("MEOWLS: storage unavailable".utf8))
    }
    let device = WebDevice(record: record, store: sessions)
    let language =
      device.value(AppLanguage.self, forKey: AdminSessionKeys.language)
      ?? WebStore.language(request.header("accept-language"))
    let flash = device.value(String.self, forKey: AdminSessionKeys.flash)
    if flash != nil, request.method != "POST" { device.setValue(String?.none, forKey: AdminSessionKeys.flash) }
    let api = APIClient(
      configuration: APIClient.Configuration(baseURL: environment.serverURL, device: Self.device),
      credentials: CredentialStore(secureStore: device, kind: .staff), environment: environment.client,
      preferences: APIClient.Preferences(cityID: { nil }, language: { language }),
      transport: environment.transport(request.clientAddress))
    let ctx = AdminContext(
      api: api, csrfToken: record.csrfToken, desk: desks.desk(for: record.id), device: device,
      environment: environment, flash: request.method == "POST" ? nil : flash, language: language, route: route)
    var (response, next) = await body(ctx)
    if let next { device.setValue(next, forKey: AdminSessionKeys.flash) }
    if isNew || now.timeIntervalSince(record.lastSeen) > WebStore.touchInterval {
      response.headers.append(.init("Set-Cookie", cookie(record.id)))
    }
    return response
  }

  private func session(for request: WebRequest, now: Date) throws -> (WebSessionRecord, isNew: Bool) {
    if let id = request.cookie(Self.cookieName), WebStore.isWellFormed(id), var record = try sessions.load(id),
      now.timeIntervalSince(record.lastSeen) < Self.idleLimit
    {
      if now.timeIntervalSince(record.lastSeen) > WebStore.touchInterval {
        try sessions.touch(id, at: now)
        record.lastSeen = now
      }
      return (record, false)
    }
    let record = WebSessionRecord(id: environment.makeToken(), csrfToken: environment.makeToken(), lastSeen: now)
    try sessions.create(record)
    return (record, true)
  }

  private func cookie(_ id: String) -> String {
    "\(Self.cookieName)=\(id); Path=\(environment.path([])); Max-Age=\(Int(Self.idleLimit)); HttpOnly; SameSite=Strict"
      + (environment.secureCookies ? "; Secure" : "")
  }

  /// What the back office says about itself in the kit's device headers.
  static let device = DeviceInfo(
    appVersion: "1.0", appVersionCode: "1", brand: "web", manufacturer: "MEOWLS", model: "admin", osVersion: "",
    platform: "web")
}
