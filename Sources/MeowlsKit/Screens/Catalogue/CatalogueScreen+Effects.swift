import MeowlsAPI

extension CatalogueScreen {
  /// The clients the catalogue needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// The children of a category, or the roots for nil.
    public var categories: @Sendable (Category.ID?) async throws(APIError) -> [Category]
    public var navigate: @MainActor @Sendable (Route) -> Void

    /// Dependencies from closures.
    public init(
      categories: @escaping @Sendable (Category.ID?) async throws(APIError) -> [Category],
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) {
      self.categories = categories
      self.navigate = navigate
    }

    /// The live clients: the API.
    public static func live(api: APIClient, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(
        categories: { parent throws(APIError) in try await api.send(.categories(parent: parent)) }, navigate: navigate)
    }

    /// The live clients, opening routes with `router` (held weakly: the screen does not keep its router alive).
    @MainActor public static func live(api: APIClient, router: some CatalogueRouting) -> Self {
      live(api: api, navigate: { [weak router] in router?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchCategories(let parent):
      do throws(APIError) {
        return .categoriesResponse(parent: parent, .success(try await dependencies.categories(parent)))
      } catch { return .categoriesResponse(parent: parent, .failure(error)) }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// A reload cancels the request still on its way.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .fetchCategories: "categories"
    case .navigate: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
