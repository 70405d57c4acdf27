import Foundation
import MeowlsAPI
import MeowlsKit

/// The web POS: the counter app in the browser, every page a MeowlsKit POS screen's `State`, every form one of its
/// actions (post/redirect/get), for staff at `/pos/` under `meowls serve` and at `/` on the till (`meowls till`),
/// which differ only in their `POSWebEnvironment`.
///
/// The host's HTTP layer hands it every request below `environment.prefix` (see `serves(path:)`) and sends back
/// what `respond(to:)` answers. It keeps the sessions in `sessions` (the cookie `meowls_pos`, scoped to the prefix)
/// and each session's screen states in memory (`POSDesk`): requests of different sessions run side by side.
public final class WebPOS: Sendable {
  /// How long a staff session lives without a visit (a shift and then some; the server's token ends sooner).
  public static let idleLimit: TimeInterval = 24 * 3600
  /// The session store's key of the open sale's basket (`POSWebEnvironment.keepsBaskets`), the value a host may
  /// write without flushing it to the disk at every scan (`FileWebSessionStore.unflushedKeys`).
  public static let basketSessionKey = WebDevice.settingsKey(POSSessionKeys.basket)
  static let cookieName = "meowls_pos"

  let assets: Assets
  let desks = POSDesks()
  let environment: POSWebEnvironment
  let sessions: any WebSessionStore
  let sweep = IdleSweep()

  /// The POS; throws when its bundled stylesheet or script is missing (a broken build).
  public init(environment: POSWebEnvironment, sessions: any WebSessionStore) throws {
    assets = try POSAssets.bundled()
    self.environment = environment
    self.sessions = sessions
  }

  /// Whether a request's path (split on `/`) is the POS's: it starts with the prefix. On the till (empty prefix)
  /// every path is.
  public func serves(path: [String]) -> Bool {
    path.starts(with: environment.prefix)
  }

  /// The answer to one browser request: a page, a redirect after a form, an asset, or a printable receipt.
  public func respond(to request: WebRequest) async -> WebResponse {
    var response = await answer(request)
    if request.method == "HEAD" { response.body = [] }
    return response
  }

  private func answer(_ request: WebRequest) async -> WebResponse {
    guard serves(path: request.path),
      let route = POSRoute(path: Array(request.path.dropFirst(environment.prefix.count)), query: request.query)
    else { return Self.notFound }
    if case .asset(let name) = route { return assets.response(name, ifNoneMatch: request.header("if-none-match")) }
    switch request.method {
    case "GET", "HEAD":
      return await withStaff(request, route: route) { ctx in (await self.draw(await POSPages.get(route, ctx), ctx), nil)
      }
    case "POST":
      if Self.answersFragment(request, route) {
        return await withStaff(request, route: route) { ctx in await self.postForFragment(route, request.form, ctx) }
      }
      return await withStaff(request, route: route) { ctx in await self.post(route, request.form, ctx) }
    default:
      return WebResponse(status: 405, headers: [.init("Allow", "GET, HEAD, POST")] + WebResponse.securityHeaders)
    }
  }

  private func post(_ route: POSRoute, _ form: FormData, _ ctx: POSContext) async -> (WebResponse, String?) {
    guard let token = form["csrf"], WebStore.constantTimeEquals(token, ctx.csrfToken) else {
      return (.redirect(to: ctx.url(route)), ctx.t(.webFormExpired))
    }
    if form["do"] == "language", let language = form["language"].flatMap(AppLanguage.init(rawValue:)) {
      ctx.device.setValue(language, forKey: POSSessionKeys.language)
      return (.redirect(to: ctx.url(route)), nil)
    }
    switch await POSPages.post(route, form, ctx) {
    case .back(let flash): return (.redirect(to: ctx.url(route)), flash)
    case .go(let target, let flash): return (.redirect(to: ctx.url(target)), flash)
    case .show(let outcome): return (await draw(outcome, ctx), nil)
    }
  }

  func draw(_ outcome: POSOutcome, _ ctx: POSContext) async -> WebResponse {
    switch outcome {
    case .page(let title, let content, let status):
      return .html(POSLayout.document(ctx, title: title, content: content), status: status)
    case .redirect(let route): return .redirect(to: ctx.url(route))
    case .response(let response): return response
    }
  }

  static let notFound = WebResponse(
    status: 404, headers: [.init("Content-Type", "text/plain; charset=utf-8")] + WebResponse.securityHeaders,
    body: Array("Not found".utf8))
}

/// The POS's stylesheet, script and icon.
enum POSAssets {
  static let names: Set<String> = ["favicon.svg", "pos.css", "pos.js", "print.css"]

  static func bundled() throws -> Assets {
    try Assets.bundled([
      ("favicon.svg", "image/svg+xml"), ("pos.css", "text/css; charset=utf-8"),
      ("pos.js", "text/javascript; charset=utf-8"), ("print.css", "text/css; charset=utf-8"),
    ])
  }
}
