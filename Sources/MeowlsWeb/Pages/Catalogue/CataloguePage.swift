import MeowlsAPI
import MeowlsKit

/// `/catalog` and `/catalog/{id}`: one level of the category tree (`CatalogueScreen`).
enum CataloguePage {
  typealias Run = ScreenRun<
    CatalogueScreen.State, CatalogueScreen.Action, CatalogueScreen.Effect, CatalogueScreen.Route
  >

  /// The level of `parent` (nil: the roots), appeared and settled.
  static func run(_ kit: VisitorKit, parent: Category.ID?) async -> Run {
    let dependencies = CatalogueScreen.Dependencies.live(api: kit.api, navigate: { _ in })
    // NB: the address names the parent by id only; the server names it in each child's `parent`, which the title uses.
    let placeholder = parent.map { Category(code: "", hasChildren: true, id: $0, name: "") }
    var run = Run(
      CatalogueScreen.State(parent: placeholder), reduce: CatalogueScreen.reduce,
      cancellationID: CatalogueScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await CatalogueScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    return run
  }

  static func get(_ ctx: PageContext, parent: Category.ID?) async -> PageOutcome {
    render(ctx, await run(ctx.kit, parent: parent).state)
  }

  static func render(_ ctx: PageContext, _ state: CatalogueScreen.State) -> PageOutcome {
    let parent = state.parent?.id
    let title =
      state.categories.first?.parent?.name ?? (parent == nil ? ctx.t(.catalogueTitle) : ctx.t(.catalogueTitle))
    let content = el("section", .class("catalogue")) {
      Breadcrumbs.trail(ctx, [(ctx.t(.catalogueTitle), parent == nil ? nil : .catalogue(parent: nil))])
      el("h1") { title }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .empty, .loaded, .idle, .loading:
        el("ul", .class("categories")) {
          for category in state.categories {
            el("li") {
              el("a", .href(link(for: category, parent: parent)), .class("category")) {
                ProductTile.picture(category.image, alt: "", size: \.small)
                el("span") { category.name }
              }
            }
          }
          if let parent {
            el("li") {
              el("a", .href(.category(parent, parent: nil, options: ListingOptions())), .class("category all")) {
                el("span") { ctx.t(.catalogueAllProducts) }
              }
            }
          }
        }
      }
    }
    return .page(title: title, description: title + " — " + ctx.t(.webTagline), content: content)
  }

  /// Where a category leads, by the screen's rule: its next level, or its products.
  static func link(for category: Category, parent: Category.ID?) -> WebRoute {
    switch CatalogueScreen.route(for: category) {
    case .category(let category): .catalogue(parent: category.id)
    case .products(let category): .category(category.id, parent: parent, options: ListingOptions())
    case .search: .search("", options: ListingOptions())
    }
  }
}
