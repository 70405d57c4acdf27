import MeowlsAPI
import MeowlsKit

/// `/product/{id}?v=article`: the product card (`ProductScreen`): pictures, variants, price and old price, badges,
/// stock, add to cart, the heart and the sections.
enum ProductPage {
  typealias Run = ScreenRun<ProductScreen.State, ProductScreen.Action, ProductScreen.Effect, ProductScreen.Route>

  static func run(_ kit: VisitorKit, id: Product.ID, variant: Article?) async -> Run {
    let dependencies = ProductScreen.Dependencies.live(
      api: kit.api, cart: kit.cart, favorites: kit.favorites, navigate: { _ in })
    var run = Run(
      ProductScreen.State(productID: id), reduce: ProductScreen.reduce, cancellationID: ProductScreen.cancellationID,
      route: { if case .navigate(let route) = $0 { route } else { nil } },
      perform: { await ProductScreen.perform($0, with: dependencies) })
    await run.send(.viewAppeared)
    if let variant { await run.send(.variantChosen(variant)) }
    return run
  }

  static func get(_ ctx: PageContext, id: Product.ID, variant: Article?) async -> PageOutcome {
    render(ctx, await run(ctx.kit, id: id, variant: variant).state)
  }

  static func render(_ ctx: PageContext, _ state: ProductScreen.State) -> PageOutcome {
    guard let product = state.product else {
      if case .failed(.server(404, _)) = state.phase { return NotFoundPage.outcome(ctx) }
      let content = el("section") {
        if case .failed(let error) = state.phase { ErrorBlock.failed(ctx, error) }
      }
      return .page(title: ctx.t(.networkLoadFailed), description: "", content: content, status: 503)
    }
    let content = el("article", .class("product"), Attribute("id", "p-" + product.id.uuidString)) {
      Breadcrumbs.trail(ctx, [(ctx.t(.catalogueTitle), .catalogue(parent: nil)), (product.name, nil)])
      el("div", .class("product-gallery")) {
        el("ul", .class("gallery"), Attribute("data-slider", "")) {
          for (index, image) in product.images.enumerated() {
            el("li") {
              ProductTile.picture(image, alt: product.name, size: \.large, eager: index == 0)
            }
          }
          if product.images.isEmpty { el("li") { ProductTile.picture(nil, alt: product.name, size: \.large) } }
        }
      }
      el("div", .class("product-info")) {
        el("h1") { product.name }
        if let variant = state.variant {
          ProductTile.price(ctx, variant.price)
          if let percent = state.discountPercent {
            el("p", .class("discount")) { ctx.t(.productDiscount, String(percent)) }
          }
          ProductTile.badges(variant.badges)
          el("p", .class(variant.availabilityInfo.type == .notAvailable ? "stock out" : "stock")) {
            variant.availabilityInfo.type == .notAvailable || variant.availabilityInfo.count <= 0
              ? ctx.t(.productOutOfStock) : ctx.t(.productInStock, String(variant.availabilityInfo.count))
          }
        }
        if product.variants.count > 1 { variants(ctx, product, selected: state.selectedArticle) }
        el("div", .class("product-actions")) {
          Forms.post(ctx, action: "add-to-cart", fields: [("v", state.selectedArticle?.rawValue ?? "")]) {
            Forms.button(ctx.t(.cartAddToCart), disabled: !state.canAddToCart)
          }
          if let article = state.selectedArticle, state.cartCounts[article, default: 0] > 0 {
            el("a", .href(.cart), .class("button secondary")) { ctx.t(.listingInCart) }
          }
          ProductTile.star(ctx, product.id, starred: state.isFavorite)
        }
        for section in product.sections {
          el("details", .class("section"), Attribute("open", present: section.type == .textExpandable)) {
            el("summary") { section.title }
            el("div", .class("section-text")) { HTML.richText(section.text) }
          }
        }
      }
    }
    let data = el("script", Attribute("type", "application/ld+json")) { HTML.json(ProductData(ctx, product)) }
    return .page(title: product.name, description: description(ctx, product, state), content: .join([content, data]))
  }

  static func post(_ ctx: PageContext, id: Product.ID, form: FormData) async -> PostOutcome {
    var run = await run(ctx.kit, id: id, variant: form["v"].map(Article.init(rawValue:)))
    switch form["do"] {
    case "add-to-cart": await run.send(.addToCartTapped)
    case "favorite": await run.send(.favoriteTapped)
    default: break
    }
    if run.routes.contains(.cart) { return .go(.cart) }
    return .back(run.state.alert.map(ctx.localizer.message(for:)))
  }

  /// The meta description: name, price and the start of the first section, as a search result shows it.
  static func description(_ ctx: PageContext, _ product: ProductDetail, _ state: ProductScreen.State) -> String {
    let price = state.variant.map { ctx.localizer.money($0.price.price) }
    let text = ProductData.plainText(product.sections.first?.text ?? "")
    return ([product.name, price].compactMap { $0 }.joined(separator: ", ") + (text.isEmpty ? "" : ". " + text))
      .prefix(300) + " — MEOWLS"
  }

  /// The variants as links: each shows the card with that variant chosen, so this works without the script.
  private static func variants(_ ctx: PageContext, _ product: ProductDetail, selected: Article?) -> HTML {
    el("nav", .class("variants"), Attribute("aria-label", ctx.t(.productVariants))) {
      el("ul") {
        for variant in product.variants {
          el("li") {
            el(
              "a", .href(.product(product.id, variant: variant.article)),
              .class(variant.article == selected ? "variant chosen" : "variant"),
              Attribute("aria-current", present: variant.article == selected)
            ) { variant.shortName }
          }
        }
      }
    }
  }
}
