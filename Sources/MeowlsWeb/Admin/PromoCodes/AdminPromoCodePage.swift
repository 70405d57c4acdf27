import MeowlsAPI
import MeowlsKit

/// `promo-codes/new` and `promo-codes/{code}`: a new code's form (the code, its terms, what it covers) or an existing
/// code's terms (`AdminPromoCodeScreen`). A field typed wrong, or one the API refuses, gets its message under it;
/// a saved form goes back to the list.
enum AdminPromoCodePage {
  typealias Run = ScreenRun<
    AdminPromoCodeScreen.State, AdminPromoCodeScreen.Action, AdminPromoCodeScreen.Effect, Never
  >

  static func get(_ ctx: AdminContext, code: String?) async -> AdminOutcome {
    var run = run(ctx, code)
    await run.send(.appeared)
    return draw(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, code: String?, form: AdminSubmitted) async -> AdminPost {
    var run = run(ctx, code)
    await run.send(.appeared)
    guard form["do"] == "save", run.state.phase.error == nil else { return .show(draw(ctx, run.state)) }
    await run.send([.formChanged(fields(form, over: run.state.form)), .saveTapped])
    if run.state.submission == .done { return .go(.promoCodeList, flash: ctx.t(.saved)) }
    let refused = run.state.submission.error != nil || !run.state.problems.isEmpty
    return .show(draw(ctx, run.state, status: refused ? 422 : 200))
  }

  private static func run(_ ctx: AdminContext, _ code: String?) -> Run {
    let dependencies = AdminPromoCodeScreen.Dependencies.live(api: ctx.api, list: .adminPromoCodes)
    return Run(
      AdminPromoCodeScreen.State(code: code), reduce: AdminPromoCodeScreen.reduce, route: { _ in nil },
      perform: { await AdminPromoCodeScreen.perform($0, with: dependencies) })
  }

  /// The form as posted over the one drawn (a field not posted keeps what was drawn; the checkbox is off unless
  /// posted).
  private static func fields(_ form: AdminSubmitted, over drawn: AdminPromoCodeForm) -> AdminPromoCodeForm {
    func text(_ name: String, _ limit: Int, _ drawn: String) -> String { String((form[name] ?? drawn).prefix(limit)) }
    return AdminPromoCodeForm(
      categories: text("categories", 2000, drawn.categories), code: text("code", 40, drawn.code),
      kind: form["kind"].flatMap(AdminPromoCodeForm.Kind.init(rawValue:)) ?? drawn.kind,
      minimumTotal: text("minimum_total", 20, drawn.minimumTotal), oncePerUser: form["once_per_user"] == "1",
      products: text("products", 2000, drawn.products), validFrom: text("valid_from", 20, drawn.validFrom),
      validUntil: text("valid_until", 20, drawn.validUntil), value: text("value", 20, drawn.value))
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminPromoCodeScreen.State, status: Int = 200)
    -> AdminOutcome
  {
    let title = state.code ?? ctx.t(.promoNew)
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: ctx.t(.navPromoCodes)) }
    let form = state.form
    let creating = state.code == nil
    let refused = state.refusedField
    func error(_ field: AdminPromoCodeForm.Field, _ problem: AdminString) -> String? {
      if state.problems.contains(field) { return ctx.t(problem) }
      return refused == field ? state.submission.error.map { AdminForms.fieldMessage(ctx, $0) } : nil
    }
    let content = el("section") {
      el("p", .class("crumbs")) { el("a", AdminLayout.href(ctx, .promoCodeList)) { "← " + ctx.t(.navPromoCodes) } }
      el("div", .class("heading")) {
        el("h1") { title }
        if let promo = state.phase.value {
          el("span", .class(promo.state == "active" ? "badge" : "badge muted")) {
            AdminPromoCodesPage.stateName(ctx, promo.state)
          }
        }
      }
      if refused == nil { AdminForms.refusal(ctx, state.submission.error) }
      AdminForms.post(ctx, action: "save", class: "card stack") {
        if creating {
          AdminForms.field(
            "code", label: ctx.t(.promoCode), value: form.code, error: error(.code, .promoCodeInvalid), required: true,
            maxlength: 32)
        } else {
          el("p", .class("hint")) { ctx.t(.promoEditHint) }
        }
        el("h2") { ctx.t(.promoTerms) }
        el("div", .class("grid two")) {
          AdminForms.select(
            "kind", label: ctx.t(.promoKind),
            options: [("percent", ctx.t(.promoKindPercent)), ("amount", ctx.t(.promoKindAmount))],
            selected: form.kind.rawValue)
          AdminForms.field(
            "value", label: ctx.t(.promoValue), value: form.value, error: error(.value, .promoValueInvalid),
            required: true, maxlength: 20, inputmode: "decimal")
          AdminForms.field(
            "minimum_total", label: ctx.t(.promoMinimumTotal), value: form.minimumTotal,
            error: error(.minimumTotal, .promoMinimumInvalid), maxlength: 20, inputmode: "decimal")
          checkbox(ctx, form.oncePerUser)
          AdminForms.field(
            "valid_from", label: ctx.t(.promoValidFrom), value: form.validFrom,
            error: error(.validFrom, .promoDayInvalid), maxlength: 10, hint: ctx.t(.promoDayHint))
          AdminForms.field(
            "valid_until", label: ctx.t(.promoValidUntil), value: form.validUntil,
            error: error(.validUntil, .promoUntilInvalid), maxlength: 10, hint: ctx.t(.promoDayHint))
        }
        if creating {
          el("h2") { ctx.t(.promoCoverage) }
          el("p", .class("hint")) { ctx.t(.promoCoverageHint) }
          el("div", .class("grid two")) {
            AdminForms.field(
              "products", label: ctx.t(.promoProducts), value: form.products,
              error: error(.coverage, .promoCoverageInvalid), maxlength: 2000, hint: ctx.t(.promoProductsHint))
            AdminForms.field(
              "categories", label: ctx.t(.promoCategories), value: form.categories, maxlength: 2000,
              hint: ctx.t(.promoCategoriesHint))
          }
        } else if let promo = state.phase.value {
          el("p") {
            ctx.t(.promoCoverage) + ": "
              + (promo.coverage == "everything" ? ctx.t(.promoEverything) : promo.coverage)
          }
        }
        el("div", .class("actions")) { AdminForms.button(ctx.t(.save), class: "button primary") }
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func checkbox(_ ctx: AdminContext, _ checked: Bool) -> HTML {
    el("div", .class("field check")) {
      void(
        "input", Attribute("type", "checkbox"), Attribute("id", "field-once-per-user"),
        Attribute("name", "once_per_user"), Attribute("value", "1"), Attribute("checked", present: checked))
      el("label", Attribute("for", "field-once-per-user")) { ctx.t(.promoOncePerUser) }
    }
  }
}
