import MeowlsAPI
import MeowlsKit

/// The first visit: the app's splash (`IntroScreen`) opens the city choice before anything else when no city is
/// stored; the web does the same for any page a shopper asks for, and the choice leads back to it
/// (`WebRoute.city(next:)`).
enum CityGate {
  typealias Run = ScreenRun<IntroScreen.State, IntroScreen.Action, IntroScreen.Effect, IntroScreen.Route>

  /// Where a visitor asking for `route` goes instead; nil to draw the page. Search engines' crawlers, which keep
  /// no cookie and so would never get past the choice, see the pages as a visitor without a city.
  static func detour(_ kit: VisitorKit, route: WebRoute, userAgent: String?) async -> WebRoute? {
    guard route.canFollowCity, !isCrawler(userAgent) else { return nil }
    var live = IntroScreen.Dependencies.live(region: kit.region, navigate: { _ in })
    // NB: a splash's second is for an app's launch; a page has nothing to show meanwhile.
    live.sleep = { _ in }
    let dependencies = live
    var run = Run(
      IntroScreen.State(), reduce: IntroScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await IntroScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    guard run.routes.first == .region else { return nil }
    return .city(next: route == .main ? nil : route)
  }

  /// Whether the splash would send a visitor whose stored city is `storedCity` to choose one: the intro screen's
  /// reducer run on the spot, for a page answered without the visitor's kit (`WebStore.respondAtOnce`).
  static func asksForCity(storedCity: City?) -> Bool {
    var state = IntroScreen.State()
    _ = IntroScreen.reduce(&state, .viewAppeared)
    let effects = IntroScreen.reduce(&state, .storedRegionLoaded(storedCity))
    return effects.contains(.delay(.region)) || effects.contains(.navigate(.region))
  }

  /// Whether a `User-Agent` names a search engine's or a link preview's robot.
  static func isCrawler(_ userAgent: String?) -> Bool {
    guard let agent = userAgent?.lowercased() else { return false }
    return ["bot", "crawl", "spider", "slurp", "facebookexternalhit", "preview"].contains { agent.contains($0) }
  }
}
