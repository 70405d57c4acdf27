import MeowlsAPI

extension RegistrationScreen {
  /// The clients the registration form needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// How long the typing in a name field has to pause before suggestions are asked for.
    public var debounce: Duration
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var register: @Sendable (CreateUserRequest) async throws(APIError) -> GuestMergeOutcome
    /// Sleeps (injected: tests pass one that returns at once).
    public var sleep: @Sendable (Duration) async throws -> Void
    public var suggestions: @Sendable (NameField, String) async throws(APIError) -> [FullNameSuggestion]

    /// Dependencies from closures.
    public init(
      debounce: Duration = .seconds(1), navigate: @escaping @MainActor @Sendable (Route) -> Void,
      register: @escaping @Sendable (CreateUserRequest) async throws(APIError) -> GuestMergeOutcome,
      sleep: @escaping @Sendable (Duration) async throws -> Void,
      suggestions: @escaping @Sendable (NameField, String) async throws(APIError) -> [FullNameSuggestion]
    ) {
      self.debounce = debounce
      self.navigate = navigate
      self.register = register
      self.sleep = sleep
      self.suggestions = suggestions
    }

    /// The live clients, routes opened by `router` (held weakly).
    @MainActor public static func live(api: APIClient, session: Session, router: some RegistrationRouting) -> Self {
      live(api: api, session: session) { [weak router] route in router?.open(route) }
    }

    /// The live clients: the API for suggestions, the session for registration, routes handed to `navigate`.
    public static func live(
      api: APIClient, session: Session, navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        navigate: navigate, register: { request throws(APIError) in try await session.register(request).merge },
        sleep: { try await Task.sleep(for: $0) },
        suggestions: { field, query throws(APIError) in
          switch field {
          case .name: try await api.send(.nameSuggestions(query))
          case .patronymic: try await api.send(.patronymicSuggestions(query))
          case .surname: try await api.send(.surnameSuggestions(query))
          }
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .debounce(let field, let query):
      do { try await dependencies.sleep(dependencies.debounce) } catch { return nil }
      return .debounceElapsed(field, query)
    case .fetchSuggestions(let field, let query):
      do throws(APIError) {
        return .suggestionsResponse(field, query: query, .success(try await dependencies.suggestions(field, query)))
      } catch { return .suggestionsResponse(field, query: query, .failure(error)) }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .register(let request):
      do throws(APIError) { return .registerResponse(.success(try await dependencies.register(request))) } catch {
        return .registerResponse(.failure(error))
      }
    }
  }

  /// Typing in a name field cancels the debounce and the request of the previous text.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .debounce, .fetchSuggestions: "suggestions"
    case .navigate, .register: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
