import MeowlsAPI
import MeowlsKit

/// `stock?q=…`: stock levels (`POSStockScreen`) by barcode (scanned anywhere on the page, or typed), article or
/// name, the member's shop first; "sell" puts the item in the sale.
enum POSStockPage {
  typealias Run = ScreenRun<POSStockScreen.State, POSStockScreen.Action, POSStockScreen.Effect, POSStockScreen.Route>

  static func get(_ ctx: POSContext, query: String) async -> POSOutcome {
    if query.isEmpty, let kept = ctx.desk.takeHandedOn(POSStockScreen.State.self) { return page(ctx, kept) }
    var run = run(ctx, POSStockScreen.State(shop: ctx.register?.shopID ?? ctx.member?.shop?.id))
    if !query.isEmpty { await run.send([.queryChanged(query), .searchTapped]) }
    ctx.desk.keep(run.state)
    return page(ctx, run.state)
  }

  static func post(_ ctx: POSContext, form: FormData) async -> POSPost {
    var run = run(ctx, ctx.desk.state(POSStockScreen.State.self) ?? POSStockScreen.State(shop: ctx.register?.shopID))
    switch form["do"] {
    case "keys":
      await run.send(POSKeys.keystrokes(form, now: ctx.environment.client.now()).map { .keystroke($0) })
    case "sell": await run.send(.addToSaleTapped)
    case "retry": await run.send(.retryTapped)
    default: return .back(nil)
    }
    ctx.desk.keep(run.state)
    if case .sale(let article)? = run.routes.first {
      await POSSalePage.add(ctx, code: article.rawValue)
      return .go(.sale)
    }
    return .show(page(ctx, run.state))
  }

  private static func run(_ ctx: POSContext, _ state: POSStockScreen.State) -> Run {
    let dependencies = POSStockScreen.Dependencies.live(api: ctx.api, navigate: { _ in })
    return Run(
      state, reduce: POSStockScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await POSStockScreen.perform($0, with: dependencies) })
  }

  static func page(_ ctx: POSContext, _ state: POSStockScreen.State) -> POSOutcome {
    let content = el("section", .class("stock")) {
      el("h1") { ctx.t(.posTabStock) }
      el(
        "form", Attribute("method", "get"), Attribute("action", ctx.url(.stock(""))), .class("row pos-card"),
        Attribute("data-scan-url", ctx.url(.stock("")))
      ) {
        POSForms.field(
          "q", label: ctx.t(.posStockQuery), value: state.scanner.text, type: "search", autofocus: true, maxlength: 200)
        POSForms.button(ctx.t(.posSaleFind), class: "button primary", shortcut: "Enter")
      }
      switch state.phase {
      case .idle: el("p", .class("lead")) { ctx.t(.posStockHint) }
      case .loading: el("p", .class("lead")) { ctx.t(.posLoading) }
      case .notFound: el("p", .class("basket-empty")) { ctx.t(.posSaleNothingFound) }
      case .failed(_, let error):
        el("p", .class("form-error"), Attribute("role", "alert")) { ctx.message(error) }
        POSForms.post(ctx, action: "retry") { POSForms.button(ctx.t(.commonTryAgain), class: "button") }
      case .loaded(let lookup):
        el("div", .class("pos-card")) {
          el("h2") { lookup.productName + (lookup.variantName.isEmpty ? "" : " · " + lookup.variantName) }
          el("p", .class("lead")) { ctx.t(.posStockArticle, lookup.article.rawValue) }
          el("table") {
            el("caption", .class("visually-hidden")) { ctx.t(.posTabStock) }
            el("thead") {
              el("tr") {
                el("th", Attribute("scope", "col")) { ctx.t(.posStockWhere) }
                el("th", .class("num"), Attribute("scope", "col")) { ctx.t(.posStockQuantity) }
              }
            }
            el("tbody") {
              for level in state.levels {
                el("tr") {
                  el("td") { level.name }
                  el("td", .class("num")) { String(level.quantity) }
                }
              }
            }
          }
          if ctx.register != nil {
            POSForms.post(ctx, action: "sell", to: .stock("")) {
              POSForms.button(ctx.t(.posStockSell), class: "button primary")
            }
          }
        }
      }
    }
    return .page(title: ctx.t(.posTabStock), content: content)
  }
}
