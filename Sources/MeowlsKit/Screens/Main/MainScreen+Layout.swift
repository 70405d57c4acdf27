import Foundation
import MeowlsAPI

extension MainScreen {
  /// One block of the feed, laid out from a top-level banner and its `ui_settings` (`app.md` §8).
  public struct Section: Equatable, Sendable, Identifiable {
    /// The block colour (`ui_settings.background_color`), `#hex`.
    public var background: String?
    public var content: Content
    /// Corner radii of the block (`ui_settings.corner_radiuses`).
    public var corners: CornerRadiuses?
    /// The top-level banner's id.
    public var id: Banner.ID
    /// Space above and below the content in points: `ui_settings.spasings`, else 4 (0 under a header) and 24.
    public var spacing: Spacings
    /// The header row above the content, if any.
    public var title: String?

    public init(
      background: String? = nil, content: Content, corners: CornerRadiuses? = nil, id: Banner.ID, spacing: Spacings,
      title: String? = nil
    ) {
      self.background = background
      self.content = content
      self.corners = corners
      self.id = id
      self.spacing = spacing
      self.title = title
    }
  }

  /// What a block shows.
  public enum Content: Equatable, Sendable {
    /// Category chips (`categories`); a tap is `categoryTapped`.
    case categories([Category])
    /// Static banner cards in lines of one or two (`banners_vertical`, `single_banner`); a tap is `bannerTapped`.
    case grid([[Card]])
    /// A horizontal row of product cards (`products_collection`), each `cardWidth` of the screen width when set.
    case products([Product], cardWidth: Double?)
    /// A horizontal banner slider (`banners_horizontal`); it wraps around, and moves by itself when it has an
    /// interval.
    case slider(Slider)
  }

  /// A banner card of a grid or a slider.
  public struct Card: Equatable, Sendable, Identifiable {
    /// The picture's width over its height (the view sizes the card with it).
    public var aspectRatio: Double
    public var id: Banner.ID
    public var image: Image?
    /// Where a tap leads; nil: the card is not a button.
    public var route: Route?
    public var title: String?
    /// The card's share of its line (1: a line of its own; `ui_settings.metrics`).
    public var width: Double

    public init(
      aspectRatio: Double, id: Banner.ID, image: Image? = nil, route: Route? = nil, title: String? = nil,
      width: Double = 1
    ) {
      self.aspectRatio = aspectRatio
      self.id = id
      self.image = image
      self.route = route
      self.title = title
      self.width = width
    }
  }

  /// A banner slider.
  public struct Slider: Equatable, Sendable {
    public var cards: [Card]
    /// The auto-slide period (`ui_settings.auto_sliding_timeout`); nil for a slider only the user moves.
    public var interval: Duration?

    public init(cards: [Card], interval: Duration? = nil) {
      self.cards = cards
      self.interval = interval
    }
  }

  /// Width over height of grid cards: a card sharing lines, and a single banner (`app.md` §8).
  public static var gridAspectRatio: Double { 343.0 / 177.0 }
  public static var singleBannerAspectRatio: Double { 343.0 / 200.0 }

  /// The feed: one block per top-level banner that has something to show, in the server's order. A slider
  /// without cards, a grid without cards or picture, and an unknown place are left out (the earlier app divided
  /// by zero on an empty slider).
  public static func layout(_ banners: [Banner]) -> [Section] {
    banners.compactMap { banner in
      guard let placeType = banner.placeType, let content = content(of: banner, placeType) else { return nil }
      let settings = banner.uiSettings
      return Section(
        background: settings?.backgroundColor, content: content, corners: settings?.cornerRadiuses, id: banner.id,
        spacing: settings?.spacings ?? Spacings(bottom: 24, top: banner.title == nil ? 4 : 0), title: banner.title)
    }
  }

  /// Where a child banner leads: its product, its sale's products, a collection (a query, a category's
  /// sub-categories or products), its web page; a sale without an id opens the list of sales.
  public static func route(for redirect: Redirect, title: String?) -> Route? {
    let web = redirect.url.flatMap(URL.init(string:)).map(Route.web)
    switch redirect.type {
    case .object:
      if let id = redirect.productID { return .product(id) }
      if let id = redirect.saleID { return .listing(.sale(id), title: title ?? "") }
      return web ?? (redirect.objectType == .sale ? .sales : nil)
    case .productsCollection:
      guard let set = redirect.productsSet else { return web }
      if let query = set.query, !query.isEmpty { return .listing(.query(query), title: set.name) }
      guard let category = set.category else { return web }
      return category.hasChildren ? .catalogue(category) : .listing(.category(category.id), title: set.name)
    }
  }

  /// Where a top-level banner leads. NB: its redirect is the reduced form (no `object_id`, no `products_set`), so
  /// a sale opens the list of sales and a collection only its web page.
  public static func route(for redirect: ReducedRedirect) -> Route? {
    if let url = redirect.url.flatMap(URL.init(string:)) { return .web(url) }
    return redirect.type == .object && redirect.objectType == .sale ? .sales : nil
  }

  /// Where a category leads: the catalogue at it when it has sub-categories, otherwise its products.
  public static func route(for category: Category) -> Route {
    category.hasChildren ? .catalogue(category) : .listing(.category(category.id), title: category.name)
  }

  private static func content(of banner: Banner, _ placeType: PlaceType) -> Content? {
    let metrics = banner.uiSettings?.metrics?.map(\.width) ?? []
    switch placeType {
    case .bannersHorizontal:
      let cards = (banner.banners ?? []).map { card($0, aspectRatio: 1, width: metrics.first ?? 1) }
      guard !cards.isEmpty else { return nil }
      let timeout = banner.uiSettings?.autoSlidingTimeout ?? 0
      return .slider(Slider(cards: cards, interval: cards.count > 1 && timeout > 0 ? .milliseconds(timeout) : nil))
    case .bannersVertical, .singleBanner:
      let children = banner.banners ?? []
      guard !children.isEmpty else {
        guard banner.image != nil else { return nil }
        let target = banner.redirect.flatMap { redirect in route(for: redirect) }
        return .grid([[Card(aspectRatio: singleBannerAspectRatio, id: banner.id, image: banner.image, route: target)]])
      }
      let aspectRatio = placeType == .singleBanner ? singleBannerAspectRatio : gridAspectRatio
      return .grid(lines(children, metrics: metrics, aspectRatio: aspectRatio))
    case .categories:
      guard let categories = banner.categories, !categories.isEmpty else { return nil }
      return .categories(categories)
    case .productsCollection:
      guard let products = banner.products, !products.isEmpty else { return nil }
      return .products(products, cardWidth: metrics.first)
    }
  }

  /// A card with a width other than 1 shares its line with the next such card; the others take a line each.
  private static func lines(_ children: [ChildBanner], metrics: [Double], aspectRatio: Double) -> [[Card]] {
    var lines: [[Card]] = []
    var half: Card?
    for (index, child) in children.enumerated() {
      let width = index < metrics.count && metrics[index] > 0 && metrics[index] < 1 ? metrics[index] : 1
      let card = card(child, aspectRatio: aspectRatio, width: width)
      if width == 1 {
        if let waiting = half { lines.append([waiting]) }
        half = nil
        lines.append([card])
      } else if let waiting = half {
        lines.append([waiting, card])
        half = nil
      } else {
        half = card
      }
    }
    if let waiting = half { lines.append([waiting]) }
    return lines
  }

  private static func card(_ child: ChildBanner, aspectRatio: Double, width: Double) -> Card {
    Card(
      aspectRatio: aspectRatio, id: child.id, image: child.image,
      route: child.redirect.flatMap { redirect in route(for: redirect, title: child.title) }, title: child.title,
      width: width)
  }
}
