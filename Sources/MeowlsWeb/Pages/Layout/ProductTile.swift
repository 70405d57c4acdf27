import MeowlsAPI
import MeowlsKit

/// One product in a grid (listings, the main page's rows): picture, name, price with the old one, badges, the heart
/// and "add to cart", both forms of the page's screen that work without the script.
enum ProductTile {
  struct Marks {
    var canStar: Bool = true
    /// Whether the product's quick-buy article is in the cart.
    var inCart: Bool = false
    var starred: Bool = false
    /// Whether "add to cart" is offered (a listing; the main page's rows only open the card).
    var offersCart: Bool = true
  }

  static func tile(_ ctx: PageContext, _ product: Product, marks: Marks) -> HTML {
    let variant = product.variants.first { $0.article == product.defaultVariantArticle } ?? product.variants.first
    return el("li", .class("tile"), Attribute("id", "p-" + product.id.uuidString)) {
      el("a", .href(.product(product.id)), .class("tile-link")) {
        picture(product.images.first, alt: product.name, size: \.medium)
        el("span", .class("tile-name")) { product.name }
      }
      if let variant {
        price(ctx, variant.price)
        badges(variant.badges)
      }
      el("div", .class("tile-actions")) {
        if marks.offersCart { cartChoice(ctx, product, inCart: marks.inCart) }
        if marks.canStar { starChoice(ctx, product.id, starred: marks.starred) }
      }
    }
  }

  /// The cart button as the visitor's cart has it, or both ways while a template is drawn.
  private static func cartChoice(_ ctx: PageContext, _ product: Product, inCart: Bool) -> HTML {
    guard ctx.drawsTemplate, let article = CartMarks.quickBuyArticle(of: product) else {
      return cartButton(ctx, product, inCart: inCart)
    }
    return PageTemplate.choice(
      .inCart(article), on: cartButton(ctx, product, inCart: true), off: cartButton(ctx, product, inCart: false))
  }

  /// The heart as the visitor's favourites have it, or both ways while a template is drawn.
  private static func starChoice(_ ctx: PageContext, _ id: Product.ID, starred: Bool) -> HTML {
    guard ctx.drawsTemplate else { return star(ctx, id, starred: starred) }
    return PageTemplate.choice(.starred(id), on: star(ctx, id, starred: true), off: star(ctx, id, starred: false))
  }

  static func cartButton(_ ctx: PageContext, _ product: Product, inCart: Bool) -> HTML {
    if inCart {
      return el("a", .href(.cart), .class("button secondary")) { ctx.t(.listingInCart) }
    }
    guard CartMarks.quickBuyArticle(of: product) != nil else {
      return el("a", .href(.product(product.id)), .class("button secondary")) { ctx.t(.productChooseVariant) }
    }
    guard CartMarks.canQuickBuy(product) else {
      return Forms.button(ctx.t(.productOutOfStock), class: "button", disabled: true)
    }
    return Forms.post(ctx, action: "add-to-cart", fields: [("product", product.id.uuidString)]) {
      Forms.button(ctx.t(.cartAddToCart))
    }
  }

  static func star(_ ctx: PageContext, _ id: Product.ID, starred: Bool) -> HTML {
    Forms.post(ctx, action: "favorite", fields: [("product", id.uuidString)]) {
      el(
        "button", Attribute("type", "submit"), .class(starred ? "star on" : "star"),
        Attribute("aria-pressed", starred ? "true" : "false"),
        Attribute("aria-label", ctx.t(starred ? .favoritesRemove : .favoritesAdd))
      ) { starred ? "♥" : "♡" }
    }
  }

  static func price(_ ctx: PageContext, _ price: Price) -> HTML {
    el("p", .class("price")) {
      el("span", .class(price.originalPrice > price.price ? "now sale" : "now")) { ctx.localizer.money(price.price) }
      if price.originalPrice > price.price {
        el("s", .class("was")) { ctx.localizer.money(price.originalPrice) }
      }
    }
  }

  static func badges(_ badges: [Badge]) -> HTML {
    guard !badges.isEmpty else { return .empty }
    return el("ul", .class("badges")) {
      for badge in badges { el("li", .class("badge-tag")) { badge.title } }
    }
  }

  /// A picture of a fixed box, so the page does not jump when it arrives; lazy below the first screen.
  static func picture(
    _ image: Image?, alt: String, size: KeyPath<Image, String?>, eager: Bool = false, box: (Int, Int) = (480, 480)
  ) -> HTML {
    guard let url = image?[keyPath: size] ?? image?.original else {
      return el("span", .class("picture none"), Attribute("role", "img"), Attribute("aria-label", alt)) { "🐾" }
    }
    return void(
      "img", .safeURL("src", url), Attribute("alt", alt), .class("picture"), Attribute("width", String(box.0)),
      Attribute("height", String(box.1)), Attribute("loading", eager ? "eager" : "lazy"), Attribute("decoding", "async")
    )
  }
}
