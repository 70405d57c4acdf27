import MeowlsAPI
import MeowlsKit

/// `promo-codes?query&state&page`: the promo codes (`AdminPromoCodesScreen`) with their discount, what they cover,
/// their days, state and uses; each row disabled or enabled again, or opened for its terms.
enum AdminPromoCodesPage {
  typealias Run = ScreenRun<
    AdminPromoCodesScreen.State, AdminPromoCodesScreen.Action, AdminPromoCodesScreen.Effect, Never
  >

  static func get(_ ctx: AdminContext, search: AdminPromoCodesScreen.Search, page: Int) async -> AdminOutcome {
    var run = run(ctx, search, page)
    await run.send(.appeared)
    return draw(ctx, run.state)
  }

  static func post(_ ctx: AdminContext, form: AdminSubmitted) async -> AdminPost {
    guard case .promoCodes(let search, let page) = ctx.route else { return .go(.promoCodeList) }
    var run = run(ctx, search, page)
    await run.send(.appeared)
    let code = String((form["code"] ?? "").prefix(32))
    switch form["do"] {
    case "disable" where !code.isEmpty: await run.send(.enableTapped(code, false))
    case "enable" where !code.isEmpty: await run.send(.enableTapped(code, true))
    default: return .go(ctx.route)
    }
    if run.state.submission == .done { return .go(ctx.route, flash: ctx.t(.saved)) }
    return .show(draw(ctx, run.state, status: run.state.submission.error == nil ? 200 : 422))
  }

  private static func run(_ ctx: AdminContext, _ search: AdminPromoCodesScreen.Search, _ page: Int) -> Run {
    let dependencies = AdminPromoCodesScreen.Dependencies.live(api: ctx.api, list: .adminPromoCodes)
    return Run(
      AdminPromoCodesScreen.State(search: search, page: page), reduce: AdminPromoCodesScreen.reduce,
      route: { _ in nil }, perform: { await AdminPromoCodesScreen.perform($0, with: dependencies) })
  }

  static func stateName(_ ctx: AdminContext, _ state: String) -> String {
    switch state {
    case "active": ctx.t(.promoStateActive)
    case "disabled": ctx.t(.promoStateDisabled)
    case "expired": ctx.t(.promoStateExpired)
    case "upcoming": ctx.t(.promoStateUpcoming)
    default: state
    }
  }

  private static func draw(_ ctx: AdminContext, _ state: AdminPromoCodesScreen.State, status: Int = 200)
    -> AdminOutcome
  {
    let title = ctx.t(.navPromoCodes)
    if let error = state.phase.error { return AdminPages.refused(ctx, error, title: title) }
    let list = state.list
    let content = el("section") {
      el("div", .class("heading")) {
        el("h1") { title }
        el("a", AdminLayout.href(ctx, .newPromoCode), .class("button primary")) { ctx.t(.promoNew) }
      }
      AdminForms.refusal(ctx, state.submission.error)
      AdminForms.search(ctx, .promoCodeList) {
        AdminForms.field("query", label: ctx.t(.promoSearch), value: state.search.text, type: "search", maxlength: 100)
        AdminForms.select(
          "state", label: ctx.t(.promoState),
          options: [("", ctx.t(.promoAnyState))] + AdminPromoCodesScreen.states.map { ($0, stateName(ctx, $0)) },
          selected: state.search.state)
        AdminForms.button(ctx.t(.productsFind), class: "button primary")
      }
      if state.phase.value == nil {
        el("p") { ctx.t(.loading) }
      } else if list.matching.isEmpty {
        el("p", .class("empty")) { ctx.t(.promoNone) }
      } else {
        el("p", .class("count")) { ctx.t(.promoCount, String(list.matching.count)) }
        table(ctx, Array(list.rows))
        AdminForms.pager(ctx, ctx.route, page: list.page, count: list.pageCount)
      }
    }
    return .page(title: title, content: content, status: status)
  }

  private static func table(_ ctx: AdminContext, _ rows: [AdminPromoCode]) -> HTML {
    el("table", .class("list")) {
      el("caption", .class("visually-hidden")) { ctx.t(.navPromoCodes) }
      el("thead") {
        el("tr") {
          for label in [
            ctx.t(.promoCode), ctx.t(.promoBenefit), ctx.t(.promoCoverage), ctx.t(.promoMinimumTotal),
            ctx.t(.promoValidFrom), ctx.t(.promoValidUntil), ctx.t(.promoState),
          ] {
            el("th", Attribute("scope", "col")) { label }
          }
          el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.promoUses) }
          el("th", Attribute("scope", "col")) { el("span", .class("visually-hidden")) { ctx.t(.categoryActions) } }
        }
      }
      el("tbody") {
        for promo in rows { row(ctx, promo) }
      }
    }
  }

  private static func row(_ ctx: AdminContext, _ promo: AdminPromoCode) -> HTML {
    let disabled = promo.state == "disabled"
    return el("tr", .class(disabled || promo.state == "expired" ? "archived" : "")) {
      el("td") { el("a", AdminLayout.href(ctx, .promoCode(promo.code))) { el("code") { promo.code } } }
      el("td") { promo.benefit }
      el("td") { promo.coverage == "everything" ? ctx.t(.promoEverything) : promo.coverage }
      el("td") { promo.minimumTotal ?? "—" }
      el("td") { promo.validFrom?.string ?? "—" }
      el("td") { promo.validUntil?.string ?? "—" }
      el("td") {
        el("span", .class(promo.state == "active" ? "badge" : "badge muted")) { stateName(ctx, promo.state) }
      }
      el("td", .class("num")) { String(promo.redemptions) }
      el("td", .class("row-actions")) {
        AdminForms.post(
          ctx, action: disabled ? "enable" : "disable", fields: [("code", promo.code)],
          confirm: disabled ? nil : ctx.t(.promoDisableConfirm, promo.code)
        ) {
          AdminForms.button(
            disabled ? ctx.t(.enable) : ctx.t(.disable), class: "button small",
            ariaLabel: disabled ? ctx.t(.enableLabel, promo.code) : ctx.t(.disableLabel, promo.code))
        }
      }
    }
  }
}
