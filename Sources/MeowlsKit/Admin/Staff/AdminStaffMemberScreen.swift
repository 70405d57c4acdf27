import Foundation
import MeowlsAPI

/// One staff member in the back office: a new one (`POST /admin/staff`) or one's role and shop, password and PIN
/// (`POST /admin/staff/{id}`, only what the form changes), disable and enable. There is no single-member route,
/// so the page finds its member in the list; the shops to choose from are read from `GET /admin/shops`.
public enum AdminStaffMemberScreen {
  /// A shop the form offers: an open shop, or the member's own one that is no longer offered (`closed` when it
  /// closed), kept so that their form still shows where they work.
  public struct ShopChoice: Equatable, Sendable {
    public var closed: Bool
    public var id: Shop.ID
    public var name: String

    public init(closed: Bool = false, id: Shop.ID, name: String) {
      self.closed = closed
      self.id = id
      self.name = name
    }
  }

  /// Everything the page shows.
  public struct State: Equatable, Sendable {
    /// The new member's form (a new member's page only).
    public var form: AdminStaffForm
    /// The shops and warehouses `GET /admin/shops` answered, closed ones too (empty until then, or when refused).
    public var locations: [AdminShop]
    /// The member this page shows (nil: a new one not added yet).
    public var memberID: User.ID?
    /// The member once found or added.
    public var phase: AdminPhase<StaffMember>
    /// The fields typed wrong at the last form.
    public var problems: Set<AdminStaffForm.Field>
    public var submission: AdminSubmission

    public init(memberID: User.ID? = nil) {
      self.form = AdminStaffForm()
      self.locations = []
      self.memberID = memberID
      self.phase = .loading
      self.problems = []
      self.submission = .idle
    }

    /// The member shown, if found.
    public var member: StaffMember? { phase.value }

    /// The shops to choose from: the open ones of kind shop (a warehouse has no counter to work at), by name; then
    /// the member's own shop when it is not among them, so that their form keeps it.
    public var shops: [ShopChoice] {
      var choices = locations.filter { $0.kind == .shop && !$0.closed }
        .sorted { $0.name.localizedStandardCompare($1.name) == .orderedAscending }
        .map { ShopChoice(id: $0.id, name: $0.name) }
      if let own = member?.shop, !choices.contains(where: { $0.id == own.id }) {
        let closed = locations.first { $0.id == own.id }?.closed ?? false
        choices.append(ShopChoice(closed: closed, id: own.id, name: own.name))
      }
      return choices
    }

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
    case shopsResponse(Result<[AdminShop], APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case add(StaffDraft)
    case change(User.ID, StaffChangeRequest)
    case load
    case loadShops
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
      return [.load, .loadShops]

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

    case .shopsResponse(let result):
      // NB: a refused list only narrows the choice (to the member's own shop); the page and its facts still work.
      state.locations = (try? result.get()) ?? []
      return []
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
  public typealias Dependencies = AdminStaffMemberClients

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    let endpoint: Endpoint<StaffMember>
    switch effect {
    case .load: return .listResponse(await result { () throws(APIError) in try await dependencies.list() })
    case .loadShops: return .shopsResponse(await result { () throws(APIError) in try await dependencies.shops() })
    case .add(let draft): endpoint = .addStaff(draft)
    case .change(let id, let request): endpoint = .changeStaff(id, request)
    case .setEnabled(let id, let enabled): endpoint = .setStaffEnabled(id, enabled)
    }
    return .changeResponse(await result { () throws(APIError) in try await dependencies.change(endpoint) })
  }
}
