import MeowlsAPI

/// The back office's staff (`GET /admin/staff`, answered whole): every member for an admin (disabled ones marked),
/// a manager's own shop's for a manager; searched by name or phone, shown by role, 30 a page.
public enum AdminStaffScreen {
  /// The list's search: a text in the name or phone, a role (nil: any).
  public struct Search: Equatable, Sendable {
    public var role: StaffRole?
    public var text: String

    public init(text: String = "", role: StaffRole? = nil) {
      self.role = role
      self.text = text
    }
  }

  /// Everything the list shows.
  public struct State: Equatable, Sendable {
    public var page: Int
    public var phase: AdminPhase<[StaffMember]>
    public var search: Search

    public init(search: Search = Search(), page: Int = 1) {
      self.page = page
      self.phase = .idle
      self.search = search
    }

    /// The page of the members that match the search.
    public var list: AdminLocalList<StaffMember> {
      AdminLocalList(phase.value ?? [], page: page) { member in
        (search.role == nil || member.role == search.role)
          && AdminLocalList<StaffMember>.text(search.text, in: [member.name, member.phone])
      }
    }
  }

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case listResponse(Result<[StaffMember], APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case load
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load]
    case .listResponse(let result):
      switch result {
      case .success(let members): state.phase = .loaded(members)
      case .failure(let error): state.phase = .failed(error)
      }
      return []
    }
  }
}

extension AdminStaffScreen {
  /// The clients the list needs: the list (`.adminStaff`) and a change.
  public typealias Dependencies = AdminListClients<StaffMember>

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .load: .listResponse(await result { () throws(APIError) in try await dependencies.list() })
    }
  }
}
