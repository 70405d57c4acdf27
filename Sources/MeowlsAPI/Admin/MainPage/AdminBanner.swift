/// A main-page banner as the back office sees it (`GET /admin/banners`): hidden ones too, with what it shows and
/// where it leads as stored, by id.
public struct AdminBanner: Codable, Hashable, Sendable {
  /// The categories a `categories` banner shows, in order.
  public var categoryIDs: [Category.ID]
  /// Child banners (of a `banners_horizontal` or `banners_vertical` banner), in order.
  public var children: [AdminBanner]?
  /// Hidden banners are kept but left off `GET /main_page`.
  public var hidden: Bool
  public var id: Banner.ID
  /// The picture's key in the catalogue's images (`banner-…`, `picture-…`).
  public var imageKey: String?
  public var parentID: Banner.ID?
  public var placeType: PlaceType?
  /// The place among its siblings, from 0.
  public var position: Int
  /// The products a `products_collection` banner shows, in order.
  public var productIDs: [Product.ID]
  public var redirect: AdminBannerRedirect?
  public var title: String?

  public init(
    categoryIDs: [Category.ID] = [], children: [AdminBanner]? = nil, hidden: Bool = false, id: Banner.ID,
    imageKey: String? = nil, parentID: Banner.ID? = nil, placeType: PlaceType? = nil, position: Int,
    productIDs: [Product.ID] = [], redirect: AdminBannerRedirect? = nil, title: String? = nil
  ) {
    self.categoryIDs = categoryIDs
    self.children = children
    self.hidden = hidden
    self.id = id
    self.imageKey = imageKey
    self.parentID = parentID
    self.placeType = placeType
    self.position = position
    self.productIDs = productIDs
    self.redirect = redirect
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case categoryIDs = "category_ids"
    case children
    case hidden
    case id
    case imageKey = "image_key"
    case parentID = "parent_id"
    case placeType = "place_type"
    case position
    case productIDs = "product_ids"
    case redirect
    case title
  }
}

/// Where a banner leads (`api.md` §6): a sale (`object`, `sale_id`) or a product collection (`products_collection`:
/// `name` with a category, a search query, or both). The schema links banners to sales only, never to a product.
public struct AdminBannerRedirect: Codable, Hashable, Sendable {
  /// The collection's category.
  public var categoryID: Category.ID?
  /// The collection's title.
  public var name: String?
  /// The collection's search query.
  public var query: String?
  public var saleID: Sale.ID?
  public var type: RedirectType
  /// A link the apps open instead, when set.
  public var url: String?

  public init(
    categoryID: Category.ID? = nil, name: String? = nil, query: String? = nil, saleID: Sale.ID? = nil,
    type: RedirectType, url: String? = nil
  ) {
    self.categoryID = categoryID
    self.name = name
    self.query = query
    self.saleID = saleID
    self.type = type
    self.url = url
  }

  enum CodingKeys: String, CodingKey {
    case categoryID = "category_id"
    case name
    case query
    case saleID = "sale_id"
    case type
    case url
  }
}

/// The body of `POST /admin/banners` and `POST /admin/banners/{id}` (the whole banner again): a new banner goes
/// last among its siblings and is shown.
public struct BannerDraft: Codable, Hashable, Sendable {
  public var categoryIDs: [Category.ID]?
  public var imageKey: String?
  /// A child banner's parent (a top-level banner); nil for a top-level banner. Not changed by an edit.
  public var parentID: Banner.ID?
  /// Required for a top-level banner, refused for a child.
  public var placeType: PlaceType?
  public var productIDs: [Product.ID]?
  public var redirect: AdminBannerRedirect?
  public var title: String?

  public init(
    categoryIDs: [Category.ID]? = nil, imageKey: String? = nil, parentID: Banner.ID? = nil,
    placeType: PlaceType? = nil, productIDs: [Product.ID]? = nil, redirect: AdminBannerRedirect? = nil,
    title: String? = nil
  ) {
    self.categoryIDs = categoryIDs
    self.imageKey = imageKey
    self.parentID = parentID
    self.placeType = placeType
    self.productIDs = productIDs
    self.redirect = redirect
    self.title = title
  }

  enum CodingKeys: String, CodingKey {
    case categoryIDs = "category_ids"
    case imageKey = "image_key"
    case parentID = "parent_id"
    case placeType = "place_type"
    case productIDs = "product_ids"
    case redirect
    case title
  }
}

/// The body of `POST /admin/banners/order`: every top-level banner (or, with `parent_id`, every child of that
/// banner), each once, in the new order.
public struct BannerOrder: Codable, Hashable, Sendable {
  public var bannerIDs: [Banner.ID]
  public var parentID: Banner.ID?

  public init(bannerIDs: [Banner.ID], parentID: Banner.ID? = nil) {
    self.bannerIDs = bannerIDs
    self.parentID = parentID
  }

  enum CodingKeys: String, CodingKey {
    case bannerIDs = "banner_ids"
    case parentID = "parent_id"
  }
}
