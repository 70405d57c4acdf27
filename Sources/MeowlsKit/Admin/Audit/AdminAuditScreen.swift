import MeowlsAPI

/// The back office's audit log (`GET /admin/audit`): who changed what and when, newest first, narrowed by the
/// action, the actor or the subject's id, a page at a time.
public enum AdminAuditScreen {
  public static let perPage = 30

  /// Everything the log shows.
  public struct State: Equatable, Sendable {
    public var phase: AdminPhase<Page<AuditEntry>>
    public var query: AuditQuery

    public init() {
      self.phase = .idle
      self.query = AuditQuery(page: PageRequest(page: 1, perPage: AdminAuditScreen.perPage))
    }

    public var page: Int { query.page.effectivePage }

    public var pageCount: Int {
      guard let info = phase.value?.paginationInfo else { return 1 }
      return max(1, (info.totalCount + query.page.effectivePerPage - 1) / query.page.effectivePerPage)
    }
  }

  /// What happened on the log, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    /// The filter form: an action, an actor and a subject id (each empty: any).
    case filterSubmitted(action: String, actor: String, subject: String)
    case pageTapped(Int)
    case response(AuditQuery, Result<Page<AuditEntry>, APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load(AuditQuery)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load(state.query)]

    case .filterSubmitted(let action, let actor, let subject):
      func text(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : String(trimmed.prefix(100))
      }
      state.query = AuditQuery(
        action: text(action), actor: text(actor), page: PageRequest(page: 1, perPage: perPage),
        subjectID: text(subject)?.uppercased())
      state.phase = .loading
      return [.load(state.query)]

    case .pageTapped(let page):
      state.query.page = PageRequest(page: min(max(page, 1), PageRequest.maximumPage), perPage: perPage)
      state.phase = .loading
      return [.load(state.query)]

    case .response(let query, let result):
      guard query == state.query else { return [] }
      switch result {
      case .success(let page): state.phase = .loaded(page)
      case .failure(let error): state.phase = .failed(error)
      }
      return []
    }
  }
}

extension AdminAuditScreen {
  /// The clients the log needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var audit: @Sendable (AuditQuery) async throws(APIError) -> Page<AuditEntry>

    public init(audit: @escaping @Sendable (AuditQuery) async throws(APIError) -> Page<AuditEntry>) {
      self.audit = audit
    }

    public static func live(api: APIClient) -> Self {
      Self(audit: { query throws(APIError) in try await api.send(.audit(query)) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load(let query):
      return .response(query, await result { () throws(APIError) in try await dependencies.audit(query) })
    }
  }
}
