import Foundation
import MeowlsAPI
import MeowlsKit

/// `/`: the main page (`MainScreen`): category chips, banner sliders (scrolled by hand, advanced by the script),
/// banner grids and product rows with hearts, laid out by the screen's `layout`.
enum MainPage {
  typealias Run = ScreenRun<MainScreen.State, MainScreen.Action, MainScreen.Effect, MainScreen.Route>

  static func run(_ kit: VisitorKit) async -> Run {
    let dependencies = MainScreen.Dependencies.live(api: kit.api, favorites: kit.favorites, navigate: { _ in })
    var run = Run(
      MainScreen.State(), reduce: MainScreen.reduce, cancellationID: MainScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      // NB: a slider's timer runs in the browser (the script), not on the server.
      skip: { if case .autoSlide = $0 { true } else { false } },
      perform: { await MainScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    return run
  }

  static func get(_ ctx: PageContext) async -> PageOutcome {
    render(ctx, await run(ctx.kit).state)
  }

  static func render(_ ctx: PageContext, _ state: MainScreen.State) -> PageOutcome {
    let content = el("div", .class("feed")) {
      el("h1", .class("visually-hidden")) { "MEOWLS — " + ctx.t(.webTagline) }
      switch state.phase {
      case .failed(let error): ErrorBlock.failed(ctx, error)
      case .empty, .idle, .loading: ErrorBlock.empty(ctx, ctx.t(.listingEmpty))
      case .loaded:
        for section in state.sections { self.section(ctx, section, state: state) }
      }
    }
    return .page(title: ctx.t(.mainTitle), description: "MEOWLS — " + ctx.t(.webTagline), content: content)
  }

  static func post(_ ctx: PageContext, form: FormData) async -> PostOutcome {
    guard form["do"] == "favorite", let id = form["product"].flatMap(Product.ID.init(uuidString:)) else {
      return .back(nil)
    }
    var run = await run(ctx.kit)
    await run.send(.favoriteTapped(id))
    return .back(run.state.alert.map(ctx.localizer.message(for:)), anchor: "p-" + id.uuidString)
  }

  private static func section(_ ctx: PageContext, _ section: MainScreen.Section, state: MainScreen.State) -> HTML {
    el("section", .class("block")) {
      if case .products = section.content {
        el("div", .class("block-head")) {
          el("h2") { section.title ?? "" }
          el("a", .href(.collection(section.id)), .class("see-all")) { ctx.t(.webCollectionAll) }
        }
      } else if let title = section.title {
        el("h2") { title }
      }
      switch section.content {
      case .categories(let categories):
        el("ul", .class("chips")) {
          for category in categories {
            el("li") {
              el("a", .href(CataloguePage.link(for: category, parent: nil)), .class("chip")) { category.name }
            }
          }
        }
      case .grid(let lines):
        el("div", .class("banner-grid")) {
          for line in lines {
            el("div", .class(line.count > 1 ? "banner-line pair" : "banner-line")) {
              for card in line { self.card(ctx, card, eager: false, sized: true, fallback: section.title) }
            }
          }
        }
      case .products(let products, _):
        el("ul", .class("row")) {
          for product in products {
            ProductTile.tile(
              ctx, product, marks: ProductTile.Marks(starred: state.favorites.contains(product.id), offersCart: false))
          }
        }
      case .slider(let slider):
        el(
          "div",
          attributes: [
            .class("slider"), Attribute("data-slider", ""), Attribute("data-label-prev", ctx.t(.webSlidePrevious)),
            Attribute("data-label-next", ctx.t(.webSlideNext)),
            Attribute("data-interval", slider.interval.map { String($0.components.seconds * 1000) } ?? ""),
          ]
        ) {
          el("ul", .class("slides")) {
            for (index, card) in slider.cards.enumerated() {
              el("li") { self.card(ctx, card, eager: index == 0, sized: false, fallback: section.title) }
            }
          }
        }
      }
    }
  }

  /// A banner: its picture, named by its title, else by where it leads (a banner is a link, and a link needs a
  /// name a screen reader can say), else by its block's title. `sized`: the card has the proportions of its place
  /// (a single or vertical banner's); otherwise (a slider's) the picture's own, 1:1 until it has loaded.
  private static func card(
    _ ctx: PageContext, _ card: MainScreen.Card, eager: Bool, sized: Bool, fallback: String?
  ) -> HTML {
    let height = Int((686 / max(card.aspectRatio, 0.1)).rounded())
    let name = card.title ?? card.route.flatMap { label(ctx, $0) } ?? fallback ?? ""
    let box = (686, min(height, 4000))
    // NB: an empty SVG of the place's proportions gives the box its height, and the picture covers it: a picture of
    // other proportions (an owner's square upload) keeps the banner's shape once it has loaded, which the img's
    // width and height alone do only until then. The CSP forbids inline styles, so no `aspect-ratio` here. A
    // slider's cards have no such proportions (the app took them from the first picture's pixels, `app.md` §8):
    // there the loaded picture's own shape is the banner's.
    @HTMLBuilder func picture() -> HTML {
      if sized {
        el(
          "svg", .class("sizer"), Attribute("viewBox", "0 0 \(box.0) \(box.1)"), Attribute("aria-hidden", "true"),
          Attribute("focusable", "false"))
      }
      ProductTile.picture(card.image, alt: name, size: \.large, eager: eager, box: box)
    }
    guard let route = card.route else { return el("div", .class("card")) { picture() } }
    if case .web(let url) = route {
      return el("a", .safeURL("href", url.absoluteString), .class("card"), Attribute("rel", "noopener")) { picture() }
    }
    guard let link = link(route) else { return el("div", .class("card")) { picture() } }
    return el("a", .href(link), .class("card")) { picture() }
  }

  /// What a banner's route names: the category or listing it opens, the promotions.
  static func label(_ ctx: PageContext, _ route: MainScreen.Route) -> String? {
    switch route {
    case .catalogue(let category): category.name
    case .listing(_, let title): title.isEmpty ? nil : title
    case .sales: ctx.t(.salesTitle)
    case .product, .search, .web: nil
    }
  }

  /// Where a banner's route leads on the web; nil for an outside page (drawn as a plain link) and for a collection
  /// of product ids, which a banner never opens (`MainScreen.route(for:)`).
  static func link(_ route: MainScreen.Route) -> WebRoute? {
    switch route {
    case .catalogue(let category): .catalogue(parent: category.id)
    case .listing(.category(let id), _): .category(id, parent: nil, options: ListingOptions())
    case .listing(.sale(let id), _): .sale(id, options: ListingOptions())
    case .listing(.query(let text), _): .search(text, options: ListingOptions())
    case .listing(.collection, _), .web: nil
    case .sales: .sales
    case .product(let id): .product(id)
    case .search: .search("", options: ListingOptions())
    }
  }
}
