import MeowlsAPI

extension AdminProductScreen {
  /// The clients the page needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var categories: @Sendable () async throws(APIError) -> [AdminCategory]
    public var product: @Sendable (Product.ID) async throws(APIError) -> AdminProduct
    /// Any change of the product (save, archive, a picture's): the endpoint sent, the product answered.
    public var change: @Sendable (Endpoint<AdminProduct>) async throws(APIError) -> AdminProduct
    public var navigate: @MainActor @Sendable (Route) -> Void

    public init(
      categories: @escaping @Sendable () async throws(APIError) -> [AdminCategory],
      product: @escaping @Sendable (Product.ID) async throws(APIError) -> AdminProduct,
      change: @escaping @Sendable (Endpoint<AdminProduct>) async throws(APIError) -> AdminProduct,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) {
      self.categories = categories
      self.product = product
      self.change = change
      self.navigate = navigate
    }

    /// The live clients; routes handed to `navigate`.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        categories: { () throws(APIError) in try await api.send(.adminCategories) },
        product: { id throws(APIError) in try await api.send(.adminProduct(id)) },
        change: { endpoint throws(APIError) in try await api.send(endpoint) }, navigate: navigate)
    }
  }

  /// The endpoint of a change effect (nil for the others).
  public static func endpoint(of effect: Effect) -> Endpoint<AdminProduct>? {
    switch effect {
    case .deletePicture(let id, let picture): .deletePicture(id, picture)
    case .reorderPictures(let id, let order): .reorderPictures(id, order)
    case .save(let id?, let draft): .editProduct(id, draft)
    case .save(nil, let draft): .createProduct(draft)
    case .setArchived(let id, let archived): .setProductArchived(id, archived)
    case .upload(let id, let upload): .uploadPicture(id, upload)
    case .loadCategories, .loadProduct, .navigate: nil
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .loadCategories:
      return .categoriesResponse(await result { () throws(APIError) in try await dependencies.categories() })
    case .loadProduct(let id):
      return .productResponse(await result { () throws(APIError) in try await dependencies.product(id) })
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .deletePicture, .reorderPictures, .save, .setArchived, .upload:
      guard let endpoint = endpoint(of: effect) else { return nil }
      return .changeResponse(await result { () throws(APIError) in try await dependencies.change(endpoint) })
    }
  }
}
