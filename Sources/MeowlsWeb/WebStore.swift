import Foundation
import MeowlsAPI
import MeowlsKit

/// The web Store: answers a browser's request with a page, a redirect after a form, or a static asset.
///
/// NB: it holds no state of its own beyond what it is given (the session store, the assets read at start and the
/// time of the last idle sweep), and every request builds its visitor's kit afresh, so requests run side by side on
/// whatever threads serve them.
public final class WebStore: Sendable {
  /// How long a session lives without a visit.
  public static let idleLimit: TimeInterval = 30 * 24 * 3600
  static let cookieName = "meowls_session"

  let assets: Assets
  /// The cities and languages guests store, decoded once each (`respondAtOnce`).
  let cities = SettingsMemo<City>()
  let languages = SettingsMemo<AppLanguage>()
  let environment: WebEnvironment
  let pages = PageCache()
  let sessions: any WebSessionStore
  let sweep: IdleSweep

  /// A store; throws when the bundled stylesheet or script is missing (a broken build).
  public init(environment: WebEnvironment, sessions: any WebSessionStore) throws {
    self.assets = try Assets.bundled()
    self.environment = environment
    self.sessions = sessions
    sweep = IdleSweep()
  }

  /// Whether a path belongs to the web Store rather than the API (`/api/…`, `/static/…`, `/health-check`) or the
  /// web POS (`/pos/…`).
  public static func serves(path: [String]) -> Bool {
    guard let first = path.first else { return true }
    return !["api", "static", "health-check", "pos", "admin"].contains(first)
  }

  public func respond(to request: WebRequest) async -> WebResponse {
    let head = request.method == "HEAD"
    var response = await answer(request)
    if head { response.body = [] }
    return response
  }

  private func answer(_ request: WebRequest) async -> WebResponse {
    guard let route = WebRoute(path: request.path, query: request.query) else {
      return await withVisitor(request) { ctx in (await self.draw(NotFoundPage.outcome(ctx), ctx), nil) }
    }
    if case .asset(let name) = route { return assets.response(name, ifNoneMatch: request.header("if-none-match")) }
    switch request.method {
    case "GET", "HEAD":
      return await withVisitor(request, route: route) { ctx in
        if let detour = await CityGate.detour(ctx.kit, route: route, userAgent: request.header("user-agent")) {
          return (.redirect(to: detour.url), nil)
        }
        return (await self.get(route, ctx), nil)
      }
    case "POST":
      return await withVisitor(request, route: route) { ctx in await self.post(route, request.form, ctx) }
    default:
      return WebResponse(status: 405, headers: [.init("Allow", "GET, HEAD, POST")] + WebResponse.securityHeaders)
    }
  }

  private func get(_ route: WebRoute, _ ctx: PageContext) async -> WebResponse {
    guard let key = Self.templateKey(route, ctx), let token = environment.freshness() else {
      return await draw(await Pages.get(route, ctx), ctx)
    }
    if let template = pages.template(for: key, at: token) { return Self.fill(template, ctx) }
    var drawing = ctx
    drawing.drawsTemplate = true
    guard case .page(let title, let description, let content, 200) = await Pages.get(route, drawing),
      let template = PageTemplate(
        Layout.document(drawing, title: title, description: description, content: content).markup)
    else {
      // NB: a failed or missing listing is drawn for this visitor alone, never kept.
      return await draw(await Pages.get(route, ctx), ctx)
    }
    pages.keep(template, for: key, at: token)
    return Self.fill(template, ctx)
  }

  /// A guest's listing (a category) is the same page for every guest with the same language and city but for the
  /// holes of `PageTemplate`; a customer's header and marks are their own, and a message is for one visit.
  private static func templateKey(_ route: WebRoute, _ ctx: PageContext) -> PageCache.Key? {
    guard isTemplated(route), !ctx.signedIn, ctx.flash == nil else { return nil }
    return PageCache.Key(url: route.url, language: ctx.language, city: ctx.city)
  }

  private static func fill(_ template: PageTemplate, _ ctx: PageContext) -> WebResponse {
    var response = WebResponse.html(.empty)
    response.body = template.fill(
      csrf: ctx.csrfToken, cartBadge: Layout.cartBadge(ctx).markup, favorites: ctx.kit.favorites.state.value.ids,
      cart: Set(ctx.kit.cart.state.value.lines.map(\.article)))
    return response
  }

  private func post(_ route: WebRoute, _ form: FormData, _ ctx: PageContext) async -> (WebResponse, String?) {
    guard let token = form["csrf"], Self.constantTimeEquals(token, ctx.csrfToken) else {
      return (.redirect(to: route.url), ctx.t(.webFormExpired))
    }
    if form["do"] == "language", let language = form["language"].flatMap(AppLanguage.init(rawValue:)) {
      ctx.kit.device.setValue(language, forKey: .language)
      return (.redirect(to: route.url), nil)
    }
    switch await Pages.post(route, form, ctx) {
    case .back(let flash, let anchor): return (.redirect(to: route.url + (anchor.map { "#" + $0 } ?? "")), flash)
    case .go(let target, let flash): return (.redirect(to: target.url), flash)
    case .show(let outcome): return (await draw(outcome, ctx), nil)
    }
  }

  private func draw(_ outcome: PageOutcome, _ ctx: PageContext) async -> WebResponse {
    switch outcome {
    case .page(let title, let description, let content, let status):
      return .html(Layout.document(ctx, title: title, description: description, content: content), status: status)
    case .redirect(let route): return .redirect(to: route.url)
    case .response(let response): return response
    }
  }

  static func constantTimeEquals(_ a: String, _ b: String) -> Bool {
    let a = Array(a.utf8)
    let b = Array(b.utf8)
    guard a.count == b.count else { return false }
    return zip(a, b).reduce(UInt8(0)) { $0 | ($1.0 ^ $1.1) } == 0
  }
}
