import Foundation
import MeowlsAPI
import MeowlsKit

extension WebStore {
  /// A guest's listing page filled from its kept template, answered on the calling thread; nil when the request
  /// needs the whole visit (`respond(to:)`): no template yet, a new or stale session, a signed-in customer, a city
  /// still to choose, a message to show.
  ///
  /// NB: a listing most guests look at is one kept template and a session read; building the visitor's kit (its
  /// client, services and session) and hopping onto the async executor and back cost more than filling the page, so
  /// the caller tries this first on its own thread.
  public func respondAtOnce(to request: WebRequest) -> WebResponse? {
    guard request.method == "GET" || request.method == "HEAD",
      let route = WebRoute(path: request.path, query: request.query), Self.isTemplated(route),
      let id = request.cookie(Self.cookieName), Self.isWellFormed(id), let token = environment.freshness()
    else { return nil }
    let now = environment.client.now()
    guard
      (try? sweep.runIfDue(at: now) { try sessions.deleteIdle(before: now.addingTimeInterval(-Self.idleLimit)) })
        != nil,
      let record = try? sessions.load(id),
      // NB: a session due for its touch (and its cookie's renewal) takes the whole visit, which does both.
      now.timeIntervalSince(record.lastSeen) <= Self.touchInterval
    else { return nil }
    let device = WebDevice(record: record, store: sessions)
    guard !CredentialStore(secureStore: device, kind: .customer).isSignedIn,
      device.value(String.self, forKey: Self.flashKey) == nil,
      let city = cities.value(in: device, forKey: .region), !CityGate.asksForCity(storedCity: city)
    else { return nil }
    let language = languages.value(in: device, forKey: .language) ?? Self.language(request.header("accept-language"))
    let key = PageCache.Key(url: route.url, language: language, city: city)
    guard let template = pages.template(for: key, at: token) else { return nil }
    let guestCart = device.value(GuestCart.self, forKey: .guestCart) ?? GuestCart()
    let cart = CartState(lines: guestCart.items, promoCode: guestCart.promoCode)
    var response = WebResponse.html(.empty)
    if request.method != "HEAD" {
      response.body = template.fill(
        csrf: record.csrfToken,
        cartBadge: Layout.cartBadge(count: cart.itemCount, Localizer(language: language)).markup,
        favorites: Set(device.value([Product.ID].self, forKey: .guestFavorites) ?? []),
        cart: Set(cart.lines.map(\.article)))
    }
    return response
  }

  /// Whether a route's page is drawn once as a template for every guest (`PageTemplate`).
  static func isTemplated(_ route: WebRoute) -> Bool {
    if case .category = route { true } else { false }
  }
}
