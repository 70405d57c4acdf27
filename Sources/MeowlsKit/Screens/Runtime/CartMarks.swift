import MeowlsAPI

/// The "In the cart" marks of a product grid and its one-tap "add to cart", as a pure value: the Listing and
/// Favorites screens hold one.
///
/// A tap adds the product's quick-buy article (`quickBuyArticle(of:)`) or, when a variant must be chosen first,
/// asks the screen to open the product's card; while an add is on its way the product is `pending` and further taps
/// are ignored. The cart is adopted only from the server's answer; a failure is handed to the screen for its alert.
public struct CartMarks: Equatable, Sendable {
  /// What a tap on a product's add-to-cart button asks for.
  public enum Tap: Equatable, Sendable {
    /// Add one of this article (the product is now pending).
    case add(Article)
    /// The product has several variants and no default one: its card opens to choose one.
    case chooseVariant
    /// An add of this product is already on its way.
    case ignored
  }

  /// Articles the cart holds (the button reads "In the cart").
  public var articles: Set<Article>
  /// Products whose add-to-cart is on its way (a second tap is ignored).
  public var pending: Set<Product.ID>

  /// Marks; by default an empty cart and nothing on its way.
  public init(articles: Set<Article> = [], pending: Set<Product.ID> = []) {
    self.articles = articles
    self.pending = pending
  }

  /// The article one tap adds: the default variant's, or the only variant's; otherwise a variant must be chosen.
  public static func quickBuyArticle(of product: Product) -> Article? {
    if let article = product.defaultVariantArticle { return article }
    return product.variants.count == 1 ? product.variants[0].article : nil
  }

  /// Whether one tap can add `product`: its quick-buy article is in stock (by the product card's rule, the stock
  /// must exceed nothing in the cart). A grid shows "out of stock" instead of a button that can only be refused.
  public static func canQuickBuy(_ product: Product) -> Bool {
    guard let article = quickBuyArticle(of: product),
      let variant = product.variants.first(where: { $0.article == article })
    else { return quickBuyArticle(of: product) != nil }
    return variant.availabilityInfo.type != .notAvailable && variant.availabilityInfo.count > 0
  }

  /// A tap on `product`'s add-to-cart button.
  public mutating func tap(_ product: Product) -> Tap {
    guard !pending.contains(product.id) else { return .ignored }
    guard let article = Self.quickBuyArticle(of: product) else { return .chooseVariant }
    pending.insert(product.id)
    return .add(article)
  }

  /// The server's answer to `id`'s add: every article the cart now holds, or the error for the alert (the marks
  /// stay). An answer for a product not pending is ignored (`nil`).
  public mutating func receive(_ id: Product.ID, _ result: Result<Set<Article>, APIError>) -> APIError? {
    guard pending.remove(id) != nil else { return nil }
    switch result {
    case .success(let cart): articles = cart
    case .failure(let error): return error
    }
    return nil
  }
}
