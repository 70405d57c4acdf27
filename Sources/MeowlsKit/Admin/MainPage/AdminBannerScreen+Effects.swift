import MeowlsAPI

extension AdminBannerScreen {
  /// The clients the page needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var banners: @Sendable () async throws(APIError) -> [AdminBanner]
    public var categories: @Sendable () async throws(APIError) -> [AdminCategory]
    public var product: @Sendable (Product.ID) async throws(APIError) -> AdminProduct
    public var products: @Sendable (AdminProductQuery) async throws(APIError) -> Page<AdminProductSummary>
    public var sales: @Sendable () async throws(APIError) -> [AdminSale]
    public var save: @Sendable (Endpoint<AdminBanner>) async throws(APIError) -> AdminBanner

    public init(
      banners: @escaping @Sendable () async throws(APIError) -> [AdminBanner],
      categories: @escaping @Sendable () async throws(APIError) -> [AdminCategory],
      product: @escaping @Sendable (Product.ID) async throws(APIError) -> AdminProduct,
      products: @escaping @Sendable (AdminProductQuery) async throws(APIError) -> Page<AdminProductSummary>,
      sales: @escaping @Sendable () async throws(APIError) -> [AdminSale],
      save: @escaping @Sendable (Endpoint<AdminBanner>) async throws(APIError) -> AdminBanner
    ) {
      self.banners = banners
      self.categories = categories
      self.product = product
      self.products = products
      self.sales = sales
      self.save = save
    }

    public static func live(api: APIClient) -> Self {
      Self(
        banners: { () throws(APIError) in try await api.send(.adminBanners) },
        categories: { () throws(APIError) in try await api.send(.adminCategories) },
        product: { id throws(APIError) in try await api.send(.adminProduct(id)) },
        products: { query throws(APIError) in try await api.send(.adminProducts(query)) },
        sales: { () throws(APIError) in try await api.send(.adminSales) },
        save: { endpoint throws(APIError) in try await api.send(endpoint) })
    }
  }

  /// Performs one effect and answers with the action that reports it (nil for a navigation).
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .loadBanners:
      return .bannersResponse(await result { () throws(APIError) in try await dependencies.banners() })
    case .loadCategories:
      return .categoriesResponse(await result { () throws(APIError) in try await dependencies.categories() })
    case .loadItems(let ids):
      return .itemsResponse(await AdminNamedProduct.load(ids, product: dependencies.product))
    case .loadSales:
      return .salesResponse(await result { () throws(APIError) in try await dependencies.sales() })
    case .navigate: return nil
    case .save(let id, let draft):
      let endpoint: Endpoint<AdminBanner> = id.map { .editBanner($0, draft) } ?? .createBanner(draft)
      return .changeResponse(await result { () throws(APIError) in try await dependencies.save(endpoint) })
    case .search(let query):
      return .searchResponse(await result { () throws(APIError) in try await dependencies.products(query) })
    case .upload(let id, let upload):
      let endpoint = Endpoint<AdminBanner>.uploadBannerPicture(id, upload)
      return .changeResponse(await result { () throws(APIError) in try await dependencies.save(endpoint) })
    }
  }
}
