import MeowlsAPI
import MeowlsKit

/// `cities/new` and `cities/{id}`: a city's form (`AdminCitiesScreen`): name, region, time zone, the centre's
/// coordinates and its place in the list. A field typed wrong, or one the API refuses, gets its message under it;
/// a saved form goes back to the list.
enum AdminCityPage {
  static func get(_ ctx: AdminContext, id: City.ID?) async -> AdminOutcome {
    var run = AdminCitiesPage.run(ctx, id)
    await run.send(.appeared)
    return draw(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, id: City.ID?, form: AdminSubmitted) async -> AdminPost {
    var run = AdminCitiesPage.run(ctx, id)
    await run.send(.appeared)
    guard form["do"] == "save", run.state.phase.error == nil else { return .show(draw(ctx, run.state)) }
    func text(_ name: String, _ limit: Int) -> String { String((form[name] ?? "").prefix(limit)) }
    let typed = AdminCityForm(
      latitude: text("latitude", 30), longitude: text("longitude", 30), name: text("name", 100),
      position: text("position", 10), region: text("region", 200), timeZone: text("time_zone", 60))
    await run.send([.formChanged(typed), .saveTapped])
    if run.state.submission == .done { return .go(.cities, flash: ctx.t(.saved)) }
    let refused = run.state.submission.error != nil || !run.state.problems.isEmpty
    return .show(draw(ctx, run.state, status: refused ? 422 : 200))
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminCitiesScreen.State, status: Int = 200)
    -> AdminOutcome
  {
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: ctx.t(.navCities)) }
    let title = state.city?.name ?? ctx.t(.cityNew)
    let form = state.form
    func error(_ field: AdminCityForm.Field, _ problem: PlacesString) -> String? {
      if state.problems.contains(field) { return ctx.t(problem) }
      return state.refusedField == field ? state.submission.error.map { AdminForms.fieldMessage(ctx, $0) } : nil
    }
    let content = el("section") {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .cities)) { "← " + ctx.t(.navCities) } }
      el("div", .class("heading")) { el("h1") { title } }
      if state.refusedField == nil { AdminForms.refusal(ctx, state.submission.error) }
      AdminForms.post(ctx, action: "save", class: "card stack") {
        el("div", .class("grid two")) {
          AdminForms.field(
            "name", label: ctx.t(.cityName), value: form.name, error: error(.name, .cityRequired), required: true,
            maxlength: 100)
          AdminForms.field(
            "region", label: ctx.t(.cityRegion), value: form.region, error: error(.region, .cityRequired),
            required: true)
          AdminForms.field(
            "time_zone", label: ctx.t(.cityTimeZone), value: form.timeZone,
            error: error(.timeZone, .cityRequired), required: true, maxlength: 60, hint: ctx.t(.cityTimeZoneHint),
            placeholder: "Asia/Novosibirsk")
          AdminForms.field(
            "position", label: ctx.t(.cityPosition), value: form.position,
            error: error(.position, .cityPositionInvalid), maxlength: 10, inputmode: "numeric",
            hint: ctx.t(.cityPositionHint))
          AdminForms.field(
            "latitude", label: ctx.t(.cityLatitude), value: form.latitude,
            error: error(.latitude, .cityNumberInvalid), maxlength: 30, inputmode: "decimal",
            hint: ctx.t(.cityLocationHint))
          AdminForms.field(
            "longitude", label: ctx.t(.cityLongitude), value: form.longitude,
            error: error(.longitude, .cityNumberInvalid), maxlength: 30, inputmode: "decimal")
        }
        el("div", .class("actions")) { AdminForms.button(ctx.t(.save), class: "button primary") }
      }
    }
    return .page(title: title, content: content, status: status)
  }
}
