import MeowlsAPI

/// The back office's product list (`GET /admin/products`): a search by name, article or barcode, a category, on
/// sale or archived, a page at a time in the catalogue's order.
public enum AdminProductsScreen {
  /// The page size of the list.
  public static let perPage = 30

  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    /// The query of the page shown or on its way.
    public var query: AdminProductQuery
    public var phase: AdminPhase<Page<AdminProductSummary>>

    public init(query: AdminProductQuery = AdminProductQuery(page: PageRequest(page: 1, perPage: perPage))) {
      self.query = query
      self.phase = .idle
    }

    /// The page shown (1-based).
    public var page: Int { query.page.effectivePage }

    /// How many pages the whole list takes (at least one).
    public var pageCount: Int {
      guard let info = phase.value?.paginationInfo else { return 1 }
      return max(1, (info.totalCount + query.page.effectivePerPage - 1) / query.page.effectivePerPage)
    }

    public var hasPrevious: Bool { page > 1 }
    public var hasNext: Bool { page < pageCount }
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case pageTapped(Int)
    case response(AdminProductQuery, Result<Page<AdminProductSummary>, APIError>)
    case retryTapped
    /// The search form: its text (empty: none), which products by archive flag, and a category (nil: all).
    case searchSubmitted(String, AdminProductQuery.Archived, Category.ID?)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load(AdminProductQuery)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared, .retryTapped:
      return load(&state)

    case .pageTapped(let page):
      state.query.page = PageRequest(page: min(max(page, 1), PageRequest.maximumPage), perPage: perPage)
      return load(&state)

    case .response(let query, let result):
      guard query == state.query else { return [] }
      switch result {
      case .success(let page): state.phase = .loaded(page)
      case .failure(let error): state.phase = .failed(error)
      }
      return []

    case .searchSubmitted(let text, let archived, let category):
      let text = String(text.trimmingCharacters(in: .whitespaces).prefix(100))
      state.query = AdminProductQuery(
        archived: archived, categoryID: category, page: PageRequest(page: 1, perPage: perPage),
        query: text.isEmpty ? nil : text)
      return load(&state)
    }
  }

  private static func load(_ state: inout State) -> [Effect] {
    state.phase = .loading
    return [.load(state.query)]
  }
}

extension AdminProductsScreen {
  /// The clients the list needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var products: @Sendable (AdminProductQuery) async throws(APIError) -> Page<AdminProductSummary>

    public init(products: @escaping @Sendable (AdminProductQuery) async throws(APIError) -> Page<AdminProductSummary>) {
      self.products = products
    }

    /// The live client.
    public static func live(api: APIClient) -> Self {
      Self(products: { query throws(APIError) in try await api.send(.adminProducts(query)) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load(let query):
      return .response(query, await result { () throws(APIError) in try await dependencies.products(query) })
    }
  }
}
