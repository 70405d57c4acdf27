extension APIRoute {
  /// The public catalogue: main page, categories, products, filters and sales.
  public enum Catalog: Equatable, Sendable {
    /// `GET /categories?category_id=` → `[Category]`: the children, or the roots without a valid id.
    case categories(CategoriesQuery)
    /// `GET /filters?category_id=&filters[...]` → `[FilterGroup]`.
    case filters(FiltersQuery)
    /// `GET /main_page` → `[Banner]`.
    case mainPage
    /// `GET /products/{product_id}` → `ProductDetail`; an invalid id answers 400 `productIdRequired`.
    case product(PathParameter<Product.ID>)
    /// `GET /products?…` → `Page<Product>`.
    case products(ProductsQuery)
    /// `GET /sales/{sale_id}` → `Sale` with products; an invalid id answers 400 `saleIdRequired`.
    case sale(PathParameter<Sale.ID>)
    /// `GET /sales?sale_type&page&per_page` → `Page<Sale>` without products.
    case sales(SalesQuery)
  }
}

extension APIRoute.Catalog {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .categories, .filters, .mainPage, .product, .products, .sale, .sales: .public
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .categories(let query): .api(.GET, ["categories"], query: Self.items(categoryID: query.parentID))
    case .filters(let query):
      .api(.GET, ["filters"], query: Self.items(categoryID: query.categoryID) + query.filters.queryItems)
    case .mainPage: .api(.GET, ["main_page"])
    case .product(let id): .api(.GET, ["products", id.pathComponent])
    case .products(let query): .api(.GET, ["products"], query: Self.items(query.listing) + .page(query.page))
    case .sale(let id): .api(.GET, ["sales", id.pathComponent])
    case .sales(let query):
      .api(.GET, ["sales"], query: [QueryItem(name: "sale_type", value: query.saleType.rawValue)] + .page(query.page))
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["categories"]: [.GET: { input in .categories(CategoriesQuery(parentID: input.identifier("category_id"))) }]
    case ["filters"]:
      [.GET: { input in .filters(FiltersQuery(categoryID: input.identifier("category_id"), filters: input.filters())) }]
    case ["main_page"]: [.GET: { _ in .mainPage }]
    case ["products"]:
      [.GET: { input in .products(ProductsQuery(listing: listing(input), page: try input.page())) }]
    case ["sales"]:
      [
        .GET: { input in
          let saleType = input.last("sale_type").flatMap(SaleType.init(rawValue:)) ?? .online
          return .sales(SalesQuery(page: try input.page(), saleType: saleType))
        }
      ]
    default:
      if let id = path.parameter(after: ["products"]) {
        [.GET: { _ in .product(PathParameter(pathComponent: id)) }]
      } else if let id = path.parameter(after: ["sales"]) {
        [.GET: { _ in .sale(PathParameter(pathComponent: id)) }]
      } else {
        [:]
      }
    }
  }

  /// The listing mode: the first present and valid of `category_id`, `sale_id`, `products_ids`, `query`.
  private static func listing(_ input: RouteInput) -> ProductListing? {
    let sort = input.last("sort").map(ProductSort.init(queryValue:))
    if let id: Category.ID = input.identifier("category_id") {
      return .category(id, filters: input.filters(), sort: sort)
    }
    if let id: Sale.ID = input.identifier("sale_id") {
      return .sale(id)
    }
    if let ids = input.last("products_ids") {
      return .productIDs(ids.split(separator: ",").compactMap { Product.ID(uuidString: String($0)) })
    }
    if let query = input.last("query") {
      return .search(query, filters: input.filters(), sort: sort)
    }
    return nil
  }

  /// The query items of a listing mode.
  private static func items(_ listing: ProductListing?) -> [QueryItem] {
    switch listing {
    case .category(let id, let filters, let sort):
      items(categoryID: id) + filters.queryItems + items(sort: sort)
    case .productIDs(let ids):
      [QueryItem(name: "products_ids", value: ids.map(\.uuidString).joined(separator: ","))]
    case .sale(let id): [QueryItem(name: "sale_id", value: id.uuidString)]
    case .search(let query, let filters, let sort):
      [QueryItem(name: "query", value: query)] + filters.queryItems + items(sort: sort)
    case nil: []
    }
  }

  /// `category_id` when set.
  private static func items(categoryID: Category.ID?) -> [QueryItem] {
    categoryID.map { [QueryItem(name: "category_id", value: $0.uuidString)] } ?? []
  }

  /// `sort` when set.
  private static func items(sort: ProductSort?) -> [QueryItem] {
    sort.map { [QueryItem(name: "sort", value: $0.rawValue)] } ?? []
  }
}
