import MeowlsAPI

/// The back office's orders (`GET /admin/orders`): searched by number, the customer's phone, the days placed and
/// the status, newest first, a page at a time.
public enum AdminOrdersScreen {
  public static let perPage = 30

  /// The search form as typed.
  public struct Search: Equatable, Sendable {
    public var from: String
    public var number: String
    public var phone: String
    public var status: OrderStatusCode?
    public var to: String

    public init(
      number: String = "", phone: String = "", from: String = "", to: String = "", status: OrderStatusCode? = nil
    ) {
      self.from = from
      self.number = number
      self.phone = phone
      self.status = status
      self.to = to
    }

    /// The query the form asks, or nil when a field is not what it must be (a number, a `yyyy-MM-dd` day).
    public var query: AdminOrderQuery? {
      func text(_ value: String) -> String? {
        let trimmed = value.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? nil : trimmed
      }
      let number = text(self.number)
      let from = text(self.from)
      let to = text(self.to)
      guard number.map({ Int($0) != nil }) ?? true, from.map({ CalendarDate(string: $0) != nil }) ?? true,
        to.map({ CalendarDate(string: $0) != nil }) ?? true
      else { return nil }
      return AdminOrderQuery(
        from: from.flatMap(CalendarDate.init(string:)), number: number.flatMap { Int($0) },
        page: PageRequest(page: 1, perPage: AdminOrdersScreen.perPage),
        phone: text(phone).map { String($0.prefix(40)) },
        status: status, to: to.flatMap(CalendarDate.init(string:)))
    }
  }

  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    public var phase: AdminPhase<Page<AdminOrder>>
    public var query: AdminOrderQuery
    public var search: Search
    /// The search form held a field that is not what it must be.
    public var searchInvalid: Bool

    public init() {
      self.phase = .idle
      self.query = AdminOrderQuery(page: PageRequest(page: 1, perPage: AdminOrdersScreen.perPage))
      self.search = Search()
      self.searchInvalid = false
    }

    public var page: Int { query.page.effectivePage }

    public var pageCount: Int {
      guard let info = phase.value?.paginationInfo else { return 1 }
      return max(1, (info.totalCount + query.page.effectivePerPage - 1) / query.page.effectivePerPage)
    }
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case pageTapped(Int)
    case response(AdminOrderQuery, Result<Page<AdminOrder>, APIError>)
    case searchSubmitted(Search)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load(AdminOrderQuery)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
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

    case .searchSubmitted(let search):
      state.search = search
      guard let query = search.query else {
        state.searchInvalid = true
        return []
      }
      state.searchInvalid = false
      state.query = query
      state.phase = .loading
      return [.load(query)]
    }
  }
}

extension AdminOrdersScreen {
  /// The clients the list needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var orders: @Sendable (AdminOrderQuery) async throws(APIError) -> Page<AdminOrder>

    public init(orders: @escaping @Sendable (AdminOrderQuery) async throws(APIError) -> Page<AdminOrder>) {
      self.orders = orders
    }

    public static func live(api: APIClient) -> Self {
      Self(orders: { query throws(APIError) in try await api.send(.adminOrders(query)) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load(let query):
      return .response(query, await result { () throws(APIError) in try await dependencies.orders(query) })
    }
  }
}
