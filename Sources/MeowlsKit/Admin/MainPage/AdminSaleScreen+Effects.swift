import MeowlsAPI

extension AdminSaleScreen {
  /// The clients the page needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// Any change of the sale (its form, its products): the endpoint sent, the sale answered.
    public var change: @Sendable (Endpoint<AdminSale>) async throws(APIError) -> AdminSale
    public var product: @Sendable (Product.ID) async throws(APIError) -> AdminProduct
    public var products: @Sendable (AdminProductQuery) async throws(APIError) -> Page<AdminProductSummary>
    public var sales: @Sendable () async throws(APIError) -> [AdminSale]

    public init(
      change: @escaping @Sendable (Endpoint<AdminSale>) async throws(APIError) -> AdminSale,
      product: @escaping @Sendable (Product.ID) async throws(APIError) -> AdminProduct,
      products: @escaping @Sendable (AdminProductQuery) async throws(APIError) -> Page<AdminProductSummary>,
      sales: @escaping @Sendable () async throws(APIError) -> [AdminSale]
    ) {
      self.change = change
      self.product = product
      self.products = products
      self.sales = sales
    }

    public static func live(api: APIClient) -> Self {
      Self(
        change: { endpoint throws(APIError) in try await api.send(endpoint) },
        product: { id throws(APIError) in try await api.send(.adminProduct(id)) },
        products: { query throws(APIError) in try await api.send(.adminProducts(query)) },
        sales: { () throws(APIError) in try await api.send(.adminSales) })
    }
  }

  /// The endpoint of a change effect (nil for the others).
  public static func endpoint(of effect: Effect) -> Endpoint<AdminSale>? {
    switch effect {
    case .save(let id?, let draft): .editSale(id, draft)
    case .save(nil, let draft): .createSale(draft)
    case .setProducts(let id, let selection): .saleProducts(id, selection)
    case .loadItems, .loadSales, .navigate, .search: nil
    }
  }

  /// Performs one effect and answers with the action that reports it (nil for a navigation).
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .loadItems(let ids):
      return .itemsResponse(await AdminNamedProduct.load(ids, product: dependencies.product))
    case .loadSales:
      return .salesResponse(await result { () throws(APIError) in try await dependencies.sales() })
    case .navigate: return nil
    case .search(let query):
      return .searchResponse(await result { () throws(APIError) in try await dependencies.products(query) })
    case .save, .setProducts:
      guard let endpoint = endpoint(of: effect) else { return nil }
      return .changeResponse(await result { () throws(APIError) in try await dependencies.change(endpoint) })
    }
  }
}
