import MeowlsAPI

extension Endpoint where Response == [Category] {
  /// `GET /categories?category_id=`: the children of a category, or the roots.
  public static func categories(parent: Category.ID?) -> Self {
    Self(.catalog(.categories(CategoriesQuery(parentID: parent))))
  }
}

extension Endpoint where Response == [FilterGroup] {
  /// `GET /filters`: sort and property groups with counts.
  public static func filters(_ query: FiltersQuery) -> Self { Self(.catalog(.filters(query))) }
}

extension Endpoint where Response == [Banner] {
  /// `GET /main_page`: the main page banners.
  public static var mainPage: Self { Self(.catalog(.mainPage)) }
}

extension Endpoint where Response == ProductDetail {
  /// `GET /products/{id}`: one product with properties and sections.
  public static func product(_ id: Product.ID) -> Self { Self(.catalog(.product(.valid(id)))) }
}

extension Endpoint where Response == Page<Product> {
  /// `GET /products?…`: a page of a listing.
  public static func products(_ listing: ProductListing, page: PageRequest) -> Self {
    Self(.catalog(.products(ProductsQuery(listing: listing, page: page))))
  }
}

extension Endpoint where Response == Sale {
  /// `GET /sales/{id}`: one sale with its products.
  public static func sale(_ id: Sale.ID) -> Self { Self(.catalog(.sale(.valid(id)))) }
}

extension Endpoint where Response == Page<Sale> {
  /// `GET /sales?sale_type&page&per_page`: a page of sales.
  public static func sales(_ type: SaleType, page: PageRequest) -> Self {
    Self(.catalog(.sales(SalesQuery(page: page, saleType: type))))
  }
}
