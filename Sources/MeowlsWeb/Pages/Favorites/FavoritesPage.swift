import MeowlsAPI
import MeowlsKit

/// `/favorites` (`FavoritesScreen`): the guest's stored stars or the account's, newest first, with add to cart and
/// the heart as on a listing; a guest is offered to log in, an empty list the catalogue.
enum FavoritesPage {
  typealias Run = ScreenRun<
    FavoritesScreen.State, FavoritesScreen.Action, FavoritesScreen.Effect, FavoritesScreen.Route
  >

  static func run(_ kit: VisitorKit) async -> Run {
    let dependencies = FavoritesScreen.Dependencies.live(
      cart: kit.cart, favorites: kit.favorites, session: kit.session, navigate: { _ in })
    var run = Run(
      FavoritesScreen.State(), reduce: FavoritesScreen.reduce, cancellationID: FavoritesScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await FavoritesScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    return run
  }

  static func get(_ ctx: PageContext) async -> PageOutcome {
    render(ctx, await run(ctx.kit).state)
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    var run = await run(ctx.kit)
    guard let tap = ProductGrid.Tap(form, in: run.state.products) else { return .back(nil) }
    switch tap {
    case .add(let product): await run.send(.addToCartTapped(product))
    case .star(let id): await run.send(.favoriteTapped(id))
    }
    var opened: Product.ID?
    if case .product(let id) = run.routes.first { opened = id }
    return tap.outcome(ctx, opened: opened, alert: run.state.alert)
  }

  static func render(_ ctx: PageContext, _ state: FavoritesScreen.State) -> PageOutcome {
    let content = el("section", .class("listing")) {
      el("h1") { ctx.t(.favoritesTitle) }
      if !state.isSignedIn, state.phase != .empty {
        el("p", .class("flash")) {
          ctx.t(.favoritesLogInToKeep) + " "
          el("a", .href(.login)) { ctx.t(.commonLogIn) }
        }
      }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .empty, .idle:
        ErrorBlock.empty(ctx, ctx.t(state.isSignedIn ? .favoritesEmptyMessage : .favoritesGuestMessage))
      default:
        ProductGrid.grid(ctx, state.products, cart: state.cart, favorites: state.favorites)
      }
    }
    return .page(title: ctx.t(.favoritesTitle), description: ctx.t(.favoritesTitle), content: content)
  }
}
