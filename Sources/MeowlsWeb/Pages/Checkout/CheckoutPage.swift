import MeowlsAPI
import MeowlsKit

/// `/checkout` (`CheckoutScreen`): courier or pick-up, the address with suggestions, the day and time slot, the
/// recipient, the payment, and "place the order". The form as the shopper left it is kept in the session
/// (`CheckoutDraft`); every button posts the whole form, so nothing typed is lost on the way to the suggestions.
/// A refused form is drawn at once with each field's message (422); a placed order goes to its confirmation.
enum CheckoutPage {
  typealias Run = ScreenRun<CheckoutScreen.State, CheckoutScreen.Action, CheckoutScreen.Effect, CheckoutScreen.Route>

  /// The screen started from the session's draft: options loaded, the draft's choices made. With `suggest`, typing
  /// asks for suggestions at once (no debounce on a posted form); without, suggestions are left out.
  static func run(_ ctx: PageContext, city: City, draft: CheckoutDraft, suggest: Bool = false) async -> Run {
    var live = CheckoutScreen.Dependencies.live(
      api: ctx.kit.api, cart: ctx.kit.cart, checkout: ctx.kit.checkout, session: ctx.kit.session, navigate: { _ in })
    // NB: a posted text is typed out already: its suggestions are asked for at once.
    live.debounce = .zero
    live.sleep = { _ in }
    let dependencies = live
    var run = Run(
      draft.initialState(city: city), reduce: CheckoutScreen.reduce, cancellationID: CheckoutScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      skip: { effect in
        switch effect {
        case .debounce, .fetchSuggestions: !suggest
        case .loadOptions, .navigate, .purchase: false
        }
      },
      perform: { await CheckoutScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    await run.send(draft.choices)
    return run
  }

  /// Where a visitor who cannot check out yet goes: a guest logs in, an empty cart shows itself, a visitor without
  /// a city chooses one.
  static func entry(_ ctx: PageContext) -> (City?, WebRoute?) {
    guard ctx.signedIn else { return (nil, .login) }
    guard ctx.cartCount > 0 else { return (nil, .cart) }
    guard let city = ctx.city else { return (nil, .city(query: "")) }
    return (city, nil)
  }

  static func draft(_ ctx: PageContext) -> CheckoutDraft {
    ctx.kit.device.value(CheckoutDraft.self, forKey: CheckoutDraft.key) ?? CheckoutDraft()
  }

  static func save(_ ctx: PageContext, _ draft: CheckoutDraft?) {
    ctx.kit.device.setValue(draft, forKey: CheckoutDraft.key)
  }

  static func get(_ ctx: PageContext) async -> PageOutcome {
    let (city, elsewhere) = entry(ctx)
    guard let city else { return .redirect(elsewhere ?? .cart) }
    return CheckoutForm.render(ctx, await run(ctx, city: city, draft: draft(ctx)).state)
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    let (city, elsewhere) = entry(ctx)
    guard let city else { return .go(elsewhere ?? .cart) }
    var run = await run(ctx, city: city, draft: draft(ctx))
    let typed = CheckoutDraft.actions(form).filter { action in
      // NB: a field that did not change sends nothing, as a native field would not (a resent street text would
      // forget the chosen street).
      if case .textChanged(let field, let text) = action { return run.state[field] != text }
      return true
    }
    await run.send(typed)
    await run.send(.suggestionsDismissed)
    let action = form["do"] ?? ""
    if action.hasPrefix("suggest:"), let field = WebRoute.suggestedFields.first(where: { "suggest:" + $0.0 == action })
    {
      save(ctx, CheckoutDraft(run.state))
      return .go(.checkoutSuggestions(field.1))
    }
    guard action == "purchase" else {
      save(ctx, CheckoutDraft(run.state))
      return .go(.checkout)
    }
    await run.send(.purchaseTapped)
    if case .purchased(let number) = run.state.phase {
      save(ctx, nil)
      return .go(.orderPlaced(number))
    }
    save(ctx, CheckoutDraft(run.state))
    if run.routes.contains(.login) { return .go(.login, flash: ctx.t(.sessionReauthorizationMessage)) }
    return .show(CheckoutForm.render(ctx, run.state, status: 422))
  }
}
