import MeowlsAPI
import MeowlsKit

/// `/city?q=`: the city choice (`RegionScreen`): the stored city first and marked, a search that keeps matching
/// names (the kit's `RegionService.filter`), and a tap that stores the city before anything else is asked for.
/// Locating the visitor is left out: a browser's location needs the script and a permission prompt. A first visit
/// is sent here before anything else (`CityGate`), with the page it asked for as `next`, where the choice leads.
enum CityPage {
  typealias Run = ScreenRun<RegionScreen.State, RegionScreen.Action, RegionScreen.Effect, RegionScreen.Route>

  static func run(_ kit: VisitorKit, query: String) async -> Run {
    let dependencies = RegionScreen.Dependencies.live(region: kit.region, locate: { nil }, navigate: { _ in })
    var run = Run(
      RegionScreen.State(stored: kit.region.selectedCity.value), reduce: RegionScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await RegionScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    if !query.isEmpty { await run.send(.queryChanged(query)) }
    return run
  }

  static func get(_ ctx: PageContext, query: String, next: WebRoute?) async -> PageOutcome {
    render(ctx, await run(ctx.kit, query: query).state, next: next)
  }

  static func post(_ ctx: PageContext, query: String, next: WebRoute?, form: FormData) async -> PostOutcome {
    guard form["do"] == "city", let id = form["city"].flatMap(City.ID.init(uuidString:)) else { return .back(nil) }
    var run = await run(ctx.kit, query: "")
    guard let city = run.state.cities.first(where: { $0.id == id }) else { return .back(nil) }
    await run.send(.cityTapped(city))
    guard case .chosen? = run.routes.first else { return .back(nil) }
    return .go(next ?? .main)
  }

  static func render(_ ctx: PageContext, _ state: RegionScreen.State, next: WebRoute? = nil) -> PageOutcome {
    let content = el("section", .class("auth")) {
      el("h1") { ctx.t(.regionChooseTitle) }
      if !state.isClosable { el("p", .class("lead")) { ctx.t(.webCityFirst) } }
      el("form", Attribute("method", "get"), .action(.city(query: "")), .class("search")) {
        if let next { Forms.hidden("next", next.url) }
        el("label", Attribute("for", "city-q"), .class("visually-hidden")) { ctx.t(.regionSearch) }
        void(
          "input", Attribute("type", "search"), Attribute("id", "city-q"), Attribute("name", "q"),
          Attribute("value", state.query), Attribute("placeholder", ctx.t(.regionSearch)), Attribute("maxlength", "100")
        )
        Forms.button(ctx.t(.searchButton), class: "search-button")
      }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      default:
        el("ul", .class("cities")) {
          for row in state.rows {
            el("li") {
              Forms.post(ctx, action: "city", fields: [("city", row.city.id.uuidString)]) {
                el("button", Attribute("type", "submit"), .class(row.isSelected ? "city chosen" : "city")) {
                  row.city.name
                  if row.isSelected { el("span", .class("filter-count")) { ctx.t(.regionYourCity) } }
                }
              }
            }
          }
        }
      }
    }
    return .page(title: ctx.t(.regionChooseTitle), description: ctx.t(.regionChooseTitle), content: content)
  }
}
