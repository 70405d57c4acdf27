import MeowlsAPI

extension SearchScreen {
  /// The clients the search overlay needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// How long the typing has to pause before suggestions are asked for.
    public var debounce: Duration
    public var clearHistory: @Sendable () -> Void
    public var history: @Sendable () -> [String]
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var popular: @Sendable () async throws(APIError) -> [SearchSuggestion]
    public var recordQuery: @Sendable (String) -> Void
    /// Sleeps (injected: tests pass one that returns at once).
    public var sleep: @Sendable (Duration) async throws -> Void
    public var suggestions: @Sendable (String) async throws(APIError) -> [SearchSuggestion]

    /// Dependencies from closures.
    public init(
      debounce: Duration = .seconds(1), clearHistory: @escaping @Sendable () -> Void,
      history: @escaping @Sendable () -> [String], navigate: @escaping @MainActor @Sendable (Route) -> Void,
      popular: @escaping @Sendable () async throws(APIError) -> [SearchSuggestion],
      recordQuery: @escaping @Sendable (String) -> Void,
      sleep: @escaping @Sendable (Duration) async throws -> Void,
      suggestions: @escaping @Sendable (String) async throws(APIError) -> [SearchSuggestion]
    ) {
      self.debounce = debounce
      self.clearHistory = clearHistory
      self.history = history
      self.navigate = navigate
      self.popular = popular
      self.recordQuery = recordQuery
      self.sleep = sleep
      self.suggestions = suggestions
    }

    /// The live clients: the API and the stored history.
    public static func live(
      api: APIClient, history: SearchHistory, navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        clearHistory: { history.clear() }, history: { history.queries }, navigate: navigate,
        popular: { () throws(APIError) in try await api.send(.popularSearches) },
        recordQuery: { history.record($0) }, sleep: { try await Task.sleep(for: $0) },
        suggestions: { query throws(APIError) in try await api.send(.searchSuggestions(query)) })
    }

    /// The live clients, opening routes with `router` (held weakly: the screen does not keep its router alive).
    @MainActor public static func live(api: APIClient, history: SearchHistory, router: some SearchRouting) -> Self {
      live(api: api, history: history, navigate: { [weak router] in router?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .clearHistory:
      dependencies.clearHistory()
      return nil
    case .debounce(let query):
      do { try await dependencies.sleep(dependencies.debounce) } catch { return nil }
      return .debounceElapsed(query)
    case .fetchPopular:
      do throws(APIError) { return .popularResponse(.success(try await dependencies.popular())) } catch {
        return .popularResponse(.failure(error))
      }
    case .fetchSuggestions(let query):
      do throws(APIError) {
        return .suggestionsResponse(query: query, .success(try await dependencies.suggestions(query)))
      } catch { return .suggestionsResponse(query: query, .failure(error)) }
    case .loadHistory:
      return .historyLoaded(dependencies.history())
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .recordQuery(let query):
      dependencies.recordQuery(query)
      return nil
    }
  }

  /// Typing cancels the debounce and the request of the previous text.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .debounce, .fetchSuggestions: "suggestions"
    default: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
