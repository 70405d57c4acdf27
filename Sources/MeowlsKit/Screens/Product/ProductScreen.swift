import Foundation
import MeowlsAPI

/// The product card (`app.md` §10, §18.10): images, the variant choice, the chosen variant's price, discount and
/// availability, the sections, add to cart, the favourite star and the delivery conditions link.
public enum ProductScreen {
  /// Everything the card shows.
  public struct State: Equatable, Sendable {
    /// The last failed cart or favourite change, shown once.
    public var alert: APIError?
    /// Units of each article in the cart ("In the cart: 2").
    public var cartCounts: [Article: Int]
    /// The article whose add-to-cart is on its way (another tap is ignored).
    public var cartPending: Article?
    /// Indexes of the expandable sections shown open.
    public var expandedSections: Set<Int>
    /// The product's star and whether its change is on its way (the marks hold this product only).
    public var favorites: FavoriteMarks
    /// The image shown in the carousel.
    public var imageIndex: Int
    /// What the card is doing.
    public var phase: Phase
    /// The product shown.
    public var productID: Product.ID
    /// The chosen variant.
    public var selectedArticle: Article?

    /// A card of `productID` that has not appeared yet.
    public init(
      productID: Product.ID, alert: APIError? = nil, cartCounts: [Article: Int] = [:], cartPending: Article? = nil,
      expandedSections: Set<Int> = [], favorites: FavoriteMarks = FavoriteMarks(), imageIndex: Int = 0,
      phase: Phase = .idle, selectedArticle: Article? = nil
    ) {
      self.alert = alert
      self.cartCounts = cartCounts
      self.cartPending = cartPending
      self.expandedSections = expandedSections
      self.favorites = favorites
      self.imageIndex = imageIndex
      self.phase = phase
      self.productID = productID
      self.selectedArticle = selectedArticle
    }

    /// Whether the product is starred.
    public var isFavorite: Bool { favorites.contains(productID) }
    /// Whether the star is on its way (another tap is ignored).
    public var isFavoritePending: Bool { favorites.pending.contains(productID) }

    /// The loaded product, if any.
    public var product: ProductDetail? {
      if case .loaded(let product) = phase { product } else { nil }
    }

    /// The chosen variant: its price, badges and availability are shown.
    public var variant: ProductVariant? {
      product?.variants.first { $0.article == selectedArticle }
    }

    /// The discount as a whole percentage ("−15 %", never "-15.0%"), when the price is reduced.
    public var discountPercent: Int? {
      guard let price = variant?.price, price.originalPrice > price.price else { return nil }
      let percent = price.discount ?? (1 - price.price.wireValue / price.originalPrice.wireValue) * 100
      return max(1, Int(percent.rounded()))
    }

    /// Whether the chosen variant can be put into the cart (in stock, more than the cart holds already).
    public var canAddToCart: Bool {
      guard let variant, variant.availabilityInfo.type != .notAvailable else { return false }
      return variant.availabilityInfo.count > cartCounts[variant.article, default: 0]
    }
  }

  /// The card; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The product could not be loaded; a retry button.
    case failed(APIError)
    case idle
    case loaded(ProductDetail)
    case loading
  }

  /// What happened on the card, alphabetised.
  public enum Action: Equatable, Sendable {
    case addToCartTapped
    case alertDismissed
    case cartResponse(Article, Result<[Article: Int], APIError>)
    case deliveryConditionsTapped
    case favoriteResponse(Result<Bool, APIError>)
    case favoriteTapped
    case goToCartTapped
    case imageShown(Int)
    case imageTapped
    case marksLoaded(isFavorite: Bool, cartCounts: [Article: Int])
    case productResponse(Result<ProductDetail, APIError>)
    case retryTapped
    case sectionTapped(Int)
    case variantChosen(Article)
    case viewAppeared
  }

  /// Where the card sends the user.
  public enum Route: Equatable, Sendable {
    case cart
    /// The delivery conditions page (`delivery_conditions_url`).
    case deliveryConditions(URL)
    /// The images full screen, starting at one.
    case gallery([Image], index: Int)
    /// A `text_modal` section, or a section with a link, in its own sheet.
    case section(ProductSection)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case addToCart(Article)
    case fetchProduct(Product.ID)
    case loadMarks(Product.ID)
    case navigate(Route)
    case toggleFavorite(Product.ID)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .addToCartTapped:
      guard state.cartPending == nil, state.canAddToCart, let article = state.selectedArticle else { return [] }
      state.cartPending = article
      return [.addToCart(article)]

    case .alertDismissed:
      state.alert = nil
      return []

    case .cartResponse(let article, let result):
      guard state.cartPending == article else { return [] }
      state.cartPending = nil
      switch result {
      case .success(let counts): state.cartCounts = counts
      case .failure(let error): state.alert = error
      }
      return []

    case .deliveryConditionsTapped:
      guard let url = state.product?.deliveryConditionsURL.flatMap(URL.init(string:)) else { return [] }
      return [.navigate(.deliveryConditions(url))]

    case .favoriteResponse(let result):
      if let error = state.favorites.receive(state.productID, result) { state.alert = error }
      return []

    case .favoriteTapped:
      return state.favorites.tap(state.productID) ? [.toggleFavorite(state.productID)] : []

    case .goToCartTapped:
      return [.navigate(.cart)]

    case .imageShown(let index):
      guard let images = state.product?.images, images.indices.contains(index) else { return [] }
      state.imageIndex = index
      return []

    case .imageTapped:
      guard let images = state.product?.images, !images.isEmpty else { return [] }
      return [.navigate(.gallery(images, index: state.imageIndex))]

    case .marksLoaded(let isFavorite, let counts):
      state.favorites.reload(isFavorite ? [state.productID] : [])
      state.cartCounts = counts
      return []

    case .productResponse(let result):
      guard state.phase == .loading else { return [] }
      switch result {
      case .success(let product):
        state.phase = .loaded(product)
        state.selectedArticle = initialArticle(of: product)
        state.imageIndex = 0
      case .failure(let error):
        state.phase = .failed(error)
      }
      return []

    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      state.phase = .loading
      return [.fetchProduct(state.productID)]

    case .sectionTapped(let index):
      guard let sections = state.product?.sections, sections.indices.contains(index) else { return [] }
      let section = sections[index]
      guard section.type == .textExpandable, section.link == nil else { return [.navigate(.section(section))] }
      if state.expandedSections.remove(index) == nil { state.expandedSections.insert(index) }
      return []

    case .variantChosen(let article):
      guard state.product?.variants.contains(where: { $0.article == article }) == true else { return [] }
      state.selectedArticle = article
      return []

    case .viewAppeared:
      guard state.phase == .idle else { return [.loadMarks(state.productID)] }
      state.phase = .loading
      return [.fetchProduct(state.productID), .loadMarks(state.productID)]
    }
  }

  /// The variant chosen when the card opens: the default one, else the first in stock, else the first (so a
  /// product without `default_variant_article` still shows a price, `app.md` §18.10).
  public static func initialArticle(of product: ProductDetail) -> Article? {
    if let article = product.defaultVariantArticle, product.variants.contains(where: { $0.article == article }) {
      return article
    }
    let inStock = product.variants.first { $0.availabilityInfo.type != .notAvailable && $0.availabilityInfo.count > 0 }
    return (inStock ?? product.variants.first)?.article
  }
}
