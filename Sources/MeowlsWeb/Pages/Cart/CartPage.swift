import MeowlsAPI
import MeowlsKit

/// `/cart`: the cart (`CartScreen`): lines with counts, the promo code, the server's summaries, and checkout.
enum CartPage {
  typealias Run = ScreenRun<CartScreen.State, CartScreen.Action, CartScreen.Effect, CartScreen.Route>

  static func run(_ kit: VisitorKit) async -> Run {
    let dependencies = CartScreen.Dependencies.live(cart: kit.cart, session: kit.session, navigate: { _ in })
    var run = Run(
      CartScreen.State(), reduce: CartScreen.reduce,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await CartScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    return run
  }

  static func get(_ ctx: PageContext) async -> PageOutcome {
    var run = await run(ctx.kit)
    // NB: the report of the last login's merge (or an order's repeat) is shown once, on the first cart drawn after.
    if let report = ctx.kit.device.value(MergeReport.self, forKey: mergeReportKey) {
      ctx.kit.device.setValue(MergeReport?.none, forKey: mergeReportKey)
      await run.send(.mergeReported(report))
    }
    return render(ctx, run.state)
  }

  static func render(_ ctx: PageContext, _ state: CartScreen.State) -> PageOutcome {
    let content = el("section", .class("cart")) {
      el("h1") { ctx.t(.cartTitle) }
      if let report = state.mergeReport { CartMergeReport.render(ctx, report, lines: state.mergeLines) }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .empty, .idle: ErrorBlock.empty(ctx, ctx.t(.cartEmpty))
      case .loaded, .loading:
        el("div", .class("cart-layout")) {
          el("ul", .class("lines")) {
            for item in state.cart.cart?.items ?? [] { line(ctx, item) }
          }
          summary(ctx, state)
        }
      }
    }
    return .page(title: ctx.t(.cartTitle), description: ctx.t(.cartTitle), content: content)
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    var run = await run(ctx.kit)
    let article = form["article"].map(Article.init(rawValue:))
    switch (form["do"], article) {
    case ("count", let article?):
      guard let count = form["count"].flatMap({ Int($0.prefix(6)) }), count >= 0 else { return .back(nil) }
      await run.send(.countChanged(article, count))
    case ("remove", let article?): await run.send(.removeTapped(article))
    case ("promo", _):
      await run.send(.promoCodeChanged(String((form["code"] ?? "").prefix(100))))
      await run.send(.promoCodeApplyTapped)
    case ("promo-remove", _): await run.send(.promoCodeRemoveTapped)
    case ("checkout", _): await run.send(.checkoutTapped)
    default: return .back(nil)
    }
    switch run.routes.first {
    case .login: return .go(.login)
    case .catalogue: return .go(.catalogue(parent: nil))
    case .product(let id): return .go(.product(id))
    case .checkout: return .go(.checkout)
    case nil: break
    }
    let message: String? =
      switch run.state.alert {
      case .availability(let text): text
      case .failed(let error): ctx.localizer.message(for: error)
      case nil: run.state.promoError.map(ctx.localizer.message(for:))
      }
    return .back(message)
  }

  private static func line(_ ctx: PageContext, _ item: CartItem) -> HTML {
    el("li", .class("line"), Attribute("id", "a-" + item.article.rawValue)) {
      el("a", .href(.product(item.productID)), .class("line-picture")) {
        ProductTile.picture(item.image, alt: item.productName, size: \.small)
      }
      el("div", .class("line-info")) {
        el("a", .href(.product(item.productID)), .class("line-name")) { item.productName }
        if !item.variantName.isEmpty { el("p", .class("line-variant")) { item.variantName } }
        ProductTile.price(ctx, item.amount)
      }
      el("div", .class("line-count")) {
        Forms.post(
          ctx, action: "count", fields: [("article", item.article.rawValue), ("count", String(item.count - 1))]
        ) {
          el("button", Attribute("type", "submit"), .class("step"), Attribute("aria-label", ctx.t(.cartDecrease))) {
            "−"
          }
        }
        el("span", .class("count-value"), Attribute("aria-label", ctx.t(.cartCount))) { String(item.count) }
        Forms.post(
          ctx, action: "count", fields: [("article", item.article.rawValue), ("count", String(item.count + 1))]
        ) {
          el(
            "button",
            attributes: [
              Attribute("type", "submit"), .class("step"), Attribute("aria-label", ctx.t(.cartIncrease)),
              Attribute("disabled", present: item.count >= item.availabilityInfo.count),
            ]
          ) { "+" }
        }
        Forms.post(ctx, action: "remove", fields: [("article", item.article.rawValue)]) {
          Forms.button(ctx.t(.cartRemove), class: "link-button")
        }
      }
    }
  }

  private static func summary(_ ctx: PageContext, _ state: CartScreen.State) -> HTML {
    el("aside", .class("summary")) {
      if let code = state.cart.cart?.promoCode {
        Forms.post(ctx, action: "promo-remove", class: "promo") {
          el("p") { ctx.t(.cartPromoApplied) + ": " + code.code }
          Forms.button(ctx.t(.cartRemove), class: "link-button")
        }
      } else {
        Forms.post(ctx, action: "promo", class: "promo") {
          el("label", Attribute("for", "promo")) { ctx.t(.cartPromoCode) }
          void("input", Attribute("id", "promo"), Attribute("name", "code"), Attribute("maxlength", "100"))
          Forms.button(ctx.t(.cartPromoApply), class: "button secondary")
        }
      }
      el("dl", .class("summaries")) {
        for summary in state.summaries {
          el("div", .class(summary.type == .total ? "summary-line total" : "summary-line")) {
            el("dt") { summary.name }
            el("dd") { ctx.localizer.money(summary.value) }
          }
        }
      }
      Forms.post(ctx, action: "checkout", class: "checkout") {
        Forms.button(state.isSignedIn ? ctx.t(.cartCheckout) : ctx.t(.cartLogInToCheckout), class: "button wide")
      }
    }
  }
}
