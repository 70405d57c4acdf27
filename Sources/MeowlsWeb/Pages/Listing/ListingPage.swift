import MeowlsAPI
import MeowlsKit

/// `/category/{id}`, `/sale/{id}`, `/search?q=`: a product grid (`ListingScreen`) with filters and their counts,
/// sort, "show more" and add to cart and star in one tap.
enum ListingPage {
  typealias Run = ScreenRun<ListingScreen.State, ListingScreen.Action, ListingScreen.Effect, ListingScreen.Route>

  /// The grid of `source` as the address chooses it, with pages 1…`options.pages` loaded as the screen loads them
  /// when the last products appear.
  static func run(_ kit: VisitorKit, source: ListingScreen.Source, options: ListingOptions) async -> Run {
    let dependencies = ListingScreen.Dependencies.live(
      api: kit.api, cart: kit.cart, favorites: kit.favorites, navigate: { _ in })
    var run = Run(
      ListingScreen.State(source: source, selection: options.selection, sort: options.sort),
      reduce: ListingScreen.reduce, cancellationID: ListingScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await ListingScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    while run.state.list.nextPage != nil, pagesShown(run.state) < options.pages, let last = run.state.products.last {
      let before = run.state.products.count
      await run.send(.productAppeared(last.id))
      if run.state.products.count == before { break }
    }
    return run
  }

  static func get(_ ctx: PageContext, source: ListingScreen.Source, options: ListingOptions, title: String) async
    -> PageOutcome
  {
    render(ctx, await run(ctx.kit, source: source, options: options).state, options: options, title: title)
  }

  /// The grid drawn; `lead` goes under the title and count (a search's suggestions).
  static func render(
    _ ctx: PageContext, _ state: ListingScreen.State, options: ListingOptions, title: String, lead: HTML = .empty
  ) -> PageOutcome {
    // NB: an unknown category or sale (the server's 404) is the not-found page, as an unknown product is, not a
    // listing that failed to load; another failure answers 503 so that a search engine comes back later.
    if case .failed(.server(404, _)) = state.phase, state.products.isEmpty { return NotFoundPage.outcome(ctx) }
    let source = state.source
    let content = el("section", .class("listing")) {
      el("h1") { title }
      if let count = state.totalCount { el("p", .class("count")) { ctx.localizer.count(count, .itemsFound) } }
      lead
      if source.isFilterable { ListingControls.form(ctx, state: state, options: options) }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .empty: ErrorBlock.empty(ctx, ctx.t(.listingEmpty))
      default:
        ProductGrid.grid(ctx, state.products, cart: state.cart, favorites: state.favorites)
        if state.list.nextPage != nil, options.pages < ListingOptions.pageLimit, let more = more(ctx.route) {
          el("p", .class("more")) { el("a", .href(more), .class("button secondary")) { ctx.t(.listingShowMore) } }
        }
      }
    }
    let status = if case .failed = state.phase, state.products.isEmpty { 503 } else { 200 }
    return .page(title: title, description: title + " — " + ctx.t(.webTagline), content: content, status: status)
  }

  /// A posted tap on a product of the grid: the grid as the address shows it, then the screen's action.
  static func post(_ ctx: PageContext, source: ListingScreen.Source, options: ListingOptions, form: FormData) async
    -> PostOutcome
  {
    var run = await run(ctx.kit, source: source, options: options)
    guard let tap = ProductGrid.Tap(form, in: run.state.products) else { return .back(nil) }
    switch tap {
    case .add(let product): await run.send(.addToCartTapped(product))
    case .star(let id): await run.send(.favoriteTapped(id))
    }
    var opened: Product.ID?
    if case .product(let id) = run.routes.first { opened = id }
    return tap.outcome(ctx, opened: opened, alert: run.state.alert)
  }

  private static func pagesShown(_ state: ListingScreen.State) -> Int {
    (state.list.nextPage ?? 1) - 1
  }

  private static func more(_ route: WebRoute) -> WebRoute? {
    switch route {
    case .category(let id, let parent, var options):
      options.pages += 1
      return .category(id, parent: parent, options: options)
    case .sale(let id, var options):
      options.pages += 1
      return .sale(id, options: options)
    case .search(let text, var options):
      options.pages += 1
      return .search(text, options: options)
    default: return nil
    }
  }
}
