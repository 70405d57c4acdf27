import MeowlsAPI
import MeowlsKit

/// The script's way of posting the sale's forms (issue 19's speed: a scan shown without loading a page): the same
/// form, the same CSRF token, the same `POSPages.post`, but answered in place of the 303 with what the page's
/// `main` would hold after the redirect (`POSLayout.main`, drawn by the same page code from the same screen state),
/// which the script swaps into the page it shows. A form that leads to another page answers where to go
/// (`locationHeader`) instead, its message kept for that page as after a redirect. Without the script nothing of
/// this is asked: the forms post and redirect as before.
extension WebPOS {
  /// The request header the script sends to ask for the fragment (its value names what it swaps: `main`); the
  /// answer carries it back, so the script never swaps a page that is not one (a login page after an expired
  /// session, a proxy's error).
  static let fragmentHeader = "X-POS-Fragment"
  /// The answer's header naming the page to go to instead (the script loads it).
  static let locationHeader = "X-POS-Location"

  /// Whether `request` asks for the fragment answer, on a page that gives one (the sale).
  static func answersFragment(_ request: WebRequest, _ route: POSRoute) -> Bool {
    route == .sale && request.header(fragmentHeader) == "main"
  }

  func postForFragment(_ route: POSRoute, _ form: FormData, _ ctx: POSContext) async -> (WebResponse, String?) {
    guard let token = form["csrf"], WebStore.constantTimeEquals(token, ctx.csrfToken) else {
      return (Self.go(ctx.url(route)), ctx.t(.webFormExpired))
    }
    switch await POSPages.post(route, form, ctx) {
    case .back(let flash):
      var shown = ctx
      shown.flash = flash
      return (await fragment(await POSPages.get(route, shown), shown), nil)
    case .go(let target, let flash): return (Self.go(ctx.url(target)), flash)
    case .show(let outcome): return (await fragment(outcome, ctx), nil)
    }
  }

  /// A page's outcome as the script takes it: its `main` for a page, where to go for a redirect.
  private func fragment(_ outcome: POSOutcome, _ ctx: POSContext) async -> WebResponse {
    switch outcome {
    case .page(_, let content, let status):
      var response = WebResponse.html(POSLayout.main(ctx, content: content), status: status)
      response.headers.append(.init(Self.fragmentHeader, "main"))
      return response
    case .redirect(let route): return Self.go(ctx.url(route))
    case .response: return await draw(outcome, ctx)
    }
  }

  private static func go(_ location: String) -> WebResponse {
    WebResponse(status: 200, headers: [.init(locationHeader, location)] + WebResponse.securityHeaders)
  }
}
