import MeowlsAPI

/// One staff member in the back office: a new one (`POST /admin/staff`) or one's role and shop, password and PIN
/// (`POST /admin/staff/{id}`, only what the form changes), disable and enable. There is no single-member route,
/// so the page finds its member in the list, whose shops are also the shop choices.
public enum AdminStaffMemberScreen {
  /// Everything the page shows.
  public struct State: Equatable, Sendable {
    /// The new member's form (a new member's page only).
    public var form: AdminStaffForm
    /// The member this page shows (nil: a new one not added yet).
    public var memberID: User.ID?
    /// The member once found or added.
    public var phase: AdminPhase<StaffMember>
    /// The fields typed wrong at the last form.
    public var problems: Set<AdminStaffForm.Field>
    /// The shops the members work at.
    public var shops: [Shop]
    public var submission: AdminSubmission

    public init(memberID: User.ID? = nil) {
      self.form = AdminStaffForm()
      self.memberID = memberID
      self.phase = .loading
      self.problems = []
      self.shops = []
      self.submission = .idle
    }

    /// The member shown, if found.
    public var member: StaffMember? { phase.value }

    /// The field the API's last refusal names (nil: none, or one shown above the fields).
    public var refusedField: AdminStaffForm.Field? { submission.error.flatMap(AdminStaffForm.field(of:)) }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case addSubmitted(AdminStaffForm)
    case appeared
    case changeResponse(Result<StaffMember, APIError>)
    case enableTapped(Bool)
    case listResponse(Result<[StaffMember], APIError>)
    case passwordSubmitted(String)
    case pinSubmitted(String)
    /// The role and shop form: what differs from the member's is sent.
    case placeSubmitted(StaffRole, Shop.ID?)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case add(StaffDraft)
    case change(User.ID, StaffChangeRequest)
    case load
    case setEnabled(User.ID, Bool)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .addSubmitted(let form):
      state.form = form
      state.problems = form.problems
      guard state.memberID == nil, let draft = form.draft else { return [] }
      return send(&state, .add(draft))

    case .appeared:
      return [.load]

    case .changeResponse(let result):
      guard let member = state.submission.settle(result) else { return [] }
      state.memberID = member.id
      state.phase = .loaded(member)
      return []

    case .enableTapped(let enabled):
      guard let member = state.member, (member.disabled == true) == enabled else { return [] }
      return send(&state, .setEnabled(member.id, enabled))

    case .listResponse(let result):
      switch result {
      case .success(let members):
        state.shops = AdminStaffScreen.shops(of: members)
        guard let id = state.memberID else {
          state.phase = .idle
          return []
        }
        state.phase =
          members.first { $0.id == id }.map { .loaded($0) }
          ?? .failed(.server(status: 404, ErrorResponse(code: .staffNotFound, reason: id.uuidString)))
      case .failure(let error):
        state.phase = .failed(error)
      }
      return []

    case .passwordSubmitted(let password):
      state.problems = password.isEmpty ? [.password] : []
      guard state.problems.isEmpty else { return [] }
      return change(&state, StaffChangeRequest(password: password))

    case .pinSubmitted(let pin):
      state.problems = AdminStaffForm.isPIN(pin) ? [] : [.pin]
      guard state.problems.isEmpty else { return [] }
      return change(&state, StaffChangeRequest(pin: pin))

    case .placeSubmitted(let role, let shop):
      state.problems = []
      guard let member = state.member else { return [] }
      let request = StaffChangeRequest(
        role: role == member.role ? nil : role, shopID: shop == member.shop?.id ? nil : shop)
      guard request.role != nil || request.shopID != nil else { return [] }
      return change(&state, request)
    }
  }

  private static func change(_ state: inout State, _ request: StaffChangeRequest) -> [Effect] {
    guard let id = state.member?.id else { return [] }
    return send(&state, .change(id, request))
  }

  private static func send(_ state: inout State, _ effect: Effect) -> [Effect] {
    guard state.submission != .sending else { return [] }
    state.submission = .sending
    return [effect]
  }
}

extension AdminStaffMemberScreen {
  /// The clients the page needs: the list's (the list to find the member in, and a change).
  public typealias Dependencies = AdminStaffScreen.Dependencies

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    let endpoint: Endpoint<StaffMember>
    switch effect {
    case .load: return .listResponse(await result { () throws(APIError) in try await dependencies.list() })
    case .add(let draft): endpoint = .addStaff(draft)
    case .change(let id, let request): endpoint = .changeStaff(id, request)
    case .setEnabled(let id, let enabled): endpoint = .setStaffEnabled(id, enabled)
    }
    return .changeResponse(await result { () throws(APIError) in try await dependencies.change(endpoint) })
  }
}
