import Foundation
import MeowlsAPI
import MeowlsKit

/// The back office in the browser at `/admin/` under `meowls serve`: every page a MeowlsKit admin screen's `State`
/// (`Sources/MeowlsKit/Admin/`), every form one of its actions (post/redirect/get), drawn for a desktop first.
///
/// The host hands it every request below the prefix (`serves(path:)`). It keeps the sessions in `sessions` (the
/// cookie `meowls_admin`, scoped to the prefix) and, for the import between its dry run and its apply, the file in
/// memory (`POSDesk`). Who may do what is the API's: the pages only draw its answers.
public final class WebAdmin: Sendable {
  /// How long a session lives without a visit.
  public static let idleLimit: TimeInterval = 12 * 3600
  static let cookieName = "meowls_admin"

  let assets: Assets
  let desks = POSDesks(limit: 200)
  let environment: AdminWebEnvironment
  let sessions: any WebSessionStore
  let sweep = IdleSweep()

  /// The back office; throws when its bundled stylesheet or script is missing (a broken build).
  public init(environment: AdminWebEnvironment, sessions: any WebSessionStore) throws {
    assets = try AdminAssets.bundled()
    self.environment = environment
    self.sessions = sessions
  }

  /// Whether a request's path (split on `/`) is the back office's.
  public func serves(path: [String]) -> Bool {
    path.starts(with: environment.prefix)
  }

  public func respond(to request: WebRequest) async -> WebResponse {
    var response = await answer(request)
    if request.method == "HEAD" { response.body = [] }
    return response
  }

  private func answer(_ request: WebRequest) async -> WebResponse {
    guard serves(path: request.path),
      let route = AdminRoute(path: Array(request.path.dropFirst(environment.prefix.count)), query: request.query)
    else { return WebPOS.notFound }
    if case .asset(let name) = route { return assets.response(name, ifNoneMatch: request.header("if-none-match")) }
    switch request.method {
    case "GET", "HEAD":
      return await withStaff(request, route: route) { ctx in
        (await self.draw(await AdminPages.get(route, ctx), ctx), nil)
      }
    case "POST":
      let submitted = AdminSubmitted(request)
      return await withStaff(request, route: route) { ctx in await self.post(route, submitted, ctx) }
    default:
      return WebResponse(status: 405, headers: [.init("Allow", "GET, HEAD, POST")] + WebResponse.securityHeaders)
    }
  }

  private func post(_ route: AdminRoute, _ form: AdminSubmitted, _ ctx: AdminContext) async -> (WebResponse, String?) {
    guard let token = form.fields["csrf"], WebStore.constantTimeEquals(token, ctx.csrfToken) else {
      return (.redirect(to: ctx.url(route)), ctx.t(.webFormExpired))
    }
    if form.fields["do"] == "language", let language = form.fields["language"].flatMap(AppLanguage.init(rawValue:)) {
      ctx.device.setValue(language, forKey: AdminSessionKeys.language)
      return (.redirect(to: ctx.url(route)), nil)
    }
    switch await AdminPages.post(route, form, ctx) {
    case .go(let target, let flash): return (.redirect(to: ctx.url(target)), flash)
    case .show(let outcome): return (await draw(outcome, ctx), nil)
    }
  }

  private func draw(_ outcome: AdminOutcome, _ ctx: AdminContext) async -> WebResponse {
    switch outcome {
    case .page(let title, let content, let status):
      return .html(AdminLayout.document(ctx, title: title, content: content), status: status)
    case .redirect(let route): return .redirect(to: ctx.url(route))
    case .response(let response): return response
    }
  }
}

/// A posted form: its fields (URL-encoded or multipart) and the files a multipart one carries.
struct AdminSubmitted: Sendable {
  var fields: FormData
  var files: [String: MultipartForm.File]

  init(_ request: WebRequest) {
    if request.header("content-type")?.lowercased().hasPrefix("multipart/form-data") == true {
      let multipart = MultipartForm(contentType: request.header("content-type"), body: request.body)
      fields = multipart.fields
      files = multipart.files
    } else {
      fields = request.form
      files = [:]
    }
  }

  init(fields: FormData, files: [String: MultipartForm.File] = [:]) {
    self.fields = fields
    self.files = files
  }

  subscript(name: String) -> String? { fields[name] }
}

/// The back office's stylesheet, script and icon.
enum AdminAssets {
  static let names: Set<String> = ["favicon.svg", "admin.css", "admin.js"]

  static func bundled() throws -> Assets {
    try Assets.bundled([
      ("favicon.svg", "image/svg+xml"), ("admin.css", "text/css; charset=utf-8"),
      ("admin.js", "text/javascript; charset=utf-8"),
    ])
  }
}
