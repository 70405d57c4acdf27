import MeowlsAPI

/// The back office's promo codes (`GET /admin/promo_codes`, answered whole): searched by code or benefit, shown
/// by state (active, upcoming, disabled, expired), 30 a page; each disabled or enabled again from its row.
public enum AdminPromoCodesScreen {
  /// The list's search: a text in the code, benefit or coverage, and a state (empty: any).
  public struct Search: Equatable, Sendable {
    public var state: String
    public var text: String

    public init(text: String = "", state: String = "") {
      self.state = state
      self.text = text
    }
  }

  /// The states a code can be in, as the API spells them.
  public static let states = ["active", "upcoming", "disabled", "expired"]

  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    public var page: Int
    public var phase: AdminPhase<[AdminPromoCode]>
    public var search: Search
    public var submission: AdminSubmission

    public init(search: Search = Search(), page: Int = 1) {
      self.page = page
      self.phase = .idle
      self.search = search
      self.submission = .idle
    }

    /// The page of the codes that match the search.
    public var list: AdminLocalList<AdminPromoCode> {
      AdminLocalList(phase.value ?? [], page: page) { promo in
        (search.state.isEmpty || promo.state == search.state)
          && AdminLocalList<AdminPromoCode>.text(search.text, in: [promo.code, promo.benefit, promo.coverage])
      }
    }
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case changeResponse(Result<AdminPromoCode, APIError>)
    case enableTapped(String, Bool)
    case listResponse(Result<[AdminPromoCode], APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load
    case setEnabled(String, Bool)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load]

    case .changeResponse(let result):
      guard state.submission.settle(result) != nil else { return [] }
      return [.load]

    case .enableTapped(let code, let enabled):
      guard state.submission != .sending else { return [] }
      state.submission = .sending
      return [.setEnabled(code, enabled)]

    case .listResponse(let result):
      switch result {
      case .success(let codes): state.phase = .loaded(codes)
      case .failure(let error): state.phase = .failed(error)
      }
      return []
    }
  }
}

extension AdminPromoCodesScreen {
  /// The clients the list needs: the list (`.adminPromoCodes`) and a change.
  public typealias Dependencies = AdminListClients<AdminPromoCode>

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load:
      return .listResponse(await result { () throws(APIError) in try await dependencies.list() })
    case .setEnabled(let code, let enabled):
      return .changeResponse(
        await result { () throws(APIError) in try await dependencies.change(.setPromoCodeEnabled(code, enabled)) })
    }
  }
}
