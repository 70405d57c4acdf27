import MeowlsAPI
import MeowlsKit

/// `cities`: the cities (`AdminCitiesScreen`), hidden ones too, each with its region, time zone, open shops and
/// whether shoppers see it; an admin hides one or shows it again from its row, and opens one for its form.
enum AdminCitiesPage {
  typealias Run = ScreenRun<AdminCitiesScreen.State, AdminCitiesScreen.Action, AdminCitiesScreen.Effect, Never>

  static func get(_ ctx: AdminContext) async -> AdminOutcome {
    var run = run(ctx, nil)
    await run.send(.appeared)
    return draw(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, nil)
    await run.send(.appeared)
    guard let id = form["city"].flatMap(City.ID.init(uuidString:)) else { return .go(.cities) }
    switch form["do"] {
    case "hide": await run.send(.hideTapped(id, true))
    case "show": await run.send(.hideTapped(id, false))
    default: return .go(.cities)
    }
    if run.state.submission == .done { return .go(.cities, flash: ctx.t(.saved)) }
    return .show(draw(ctx, run.state, status: run.state.submission.error == nil ? 200 : 422))
  }

  static func run(_ ctx: AdminContext, _ id: City.ID?) -> Run {
    let dependencies = AdminCitiesScreen.Dependencies.live(api: ctx.api)
    return Run(
      AdminCitiesScreen.State(cityID: id), reduce: AdminCitiesScreen.reduce, route: { _ in nil },
      perform: { await AdminCitiesScreen.perform($0, with: dependencies) })
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminCitiesScreen.State, status: Int = 200)
    -> AdminOutcome
  {
    let title = ctx.t(.navCities)
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: title) }
    let cities = state.phase.value ?? []
    let content = el("section") {
      el("div", .class("heading")) {
        el("h1") { title }
        if ctx.isAdmin { el("a", AdminLayout.href(ctx, .newCity), .class("button primary")) { ctx.t(.cityNew) } }
      }
      el("p", .class("hint")) { ctx.t(.citiesHint) }
      AdminForms.refusal(ctx, state.submission.error)
      if cities.isEmpty {
        el("p", .class("empty")) { ctx.t(.citiesNone) }
      } else {
        table(ctx, cities)
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func table(_ ctx: AdminContext, _ cities: [AdminCity]) -> HTML {
    el("table", .class("list")) {
      el("caption", .class("visually-hidden")) { ctx.t(.navCities) }
      el("thead") {
        el("tr") {
          for label in [ctx.t(.cityName), ctx.t(.cityRegion), ctx.t(.cityTimeZone), ctx.t(.cityState)] {
            el("th", Attribute("scope", "col")) { label }
          }
          el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.cityOpenShops) }
          if ctx.isAdmin {
            el("th", Attribute("scope", "col")) { el("span", .class("visually-hidden")) { ctx.t(.categoryActions) } }
          }
        }
      }
      el("tbody") {
        for city in cities {
          el("tr", .class(city.hidden ? "archived" : "")) {
            el("td") {
              if ctx.isAdmin {
                el("a", AdminLayout.href(ctx, .city(city.id)), Attribute("aria-label", ctx.t(.cityEdit, city.name))) {
                  city.name
                }
              } else {
                city.name
              }
            }
            el("td") { city.region }
            el("td") { el("code") { city.timeZone } }
            el("td") {
              el("span", .class(city.hidden ? "badge muted" : "badge")) {
                city.hidden ? ctx.t(.cityHidden) : ctx.t(.cityShown)
              }
            }
            el("td", .class("num")) { String(city.openShops) }
            if ctx.isAdmin { el("td", .class("row-actions")) { hideButton(ctx, city) } }
          }
        }
      }
    }
  }

  private static func hideButton(_ ctx: AdminContext, _ city: AdminCity) -> HTML {
    AdminForms.post(ctx, action: city.hidden ? "show" : "hide", fields: [("city", city.id.uuidString)], to: .cities) {
      AdminForms.button(
        city.hidden ? ctx.t(.cityShow) : ctx.t(.cityHide), class: "button small",
        ariaLabel: city.hidden ? ctx.t(.cityShowLabel, city.name) : ctx.t(.cityHideLabel, city.name))
    }
  }
}
