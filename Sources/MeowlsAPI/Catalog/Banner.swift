/// A top-level main-page banner (`GET /main_page`), sorted by place.
///
/// `categories`, `products` and `banners` are omitted when empty; `redirect` is the reduced form.
public struct Banner: Codable, Hashable, Sendable, Identifiable {
  /// A banner's id.
  public typealias ID = Identifier<Banner>

  /// Child banners of a slider or collection.
  public var banners: [ChildBanner]?
  /// Categories shown by a `categories` banner.
  public var categories: [Category]?
  /// The banner id.
  public var id: ID
  /// The banner picture.
  public var image: Image?
  /// How the block is laid out.
  public var placeType: PlaceType?
  /// Products shown by a `products_collection` banner.
  public var products: [Product]?
  /// Where a tap leads (reduced form: type, object type, url).
  public var redirect: ReducedRedirect?
  /// The heading, e.g. `"Мы рекомендуем"`.
  public var title: String?
  /// Colours, spacing, corners and card widths.
  public var uiSettings: UISettings?

  /// A top-level banner.
  public init(
    banners: [ChildBanner]? = nil, categories: [Category]? = nil, id: ID, image: Image? = nil,
    placeType: PlaceType? = nil, products: [Product]? = nil, redirect: ReducedRedirect? = nil, title: String? = nil,
    uiSettings: UISettings? = nil
  ) {
    self.banners = banners
    self.categories = categories
    self.id = id
    self.image = image
    self.placeType = placeType
    self.products = products
    self.redirect = redirect
    self.title = title
    self.uiSettings = uiSettings
  }

  enum CodingKeys: String, CodingKey {
    case banners
    case categories
    case id
    case image
    case placeType = "place_type"
    case products
    case redirect
    case title
    case uiSettings = "ui_settings"
  }
}

/// A banner's id.
public typealias BannerID = Banner.ID
