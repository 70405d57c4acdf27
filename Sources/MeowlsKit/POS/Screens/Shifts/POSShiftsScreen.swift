import MeowlsAPI

/// The register's shifts (`GET /pos/registers/{id}/shifts`), newest first, paged (`PagedList`), each with its X
/// report (open; blind for a cashier) or Z report (closed); a shift opens, its report prints, its receipts list.
public enum POSShiftsScreen {
  /// Everything the shifts list shows.
  public struct State: Equatable, Sendable {
    /// The shifts' reports, and the page on its way.
    public var list: PagedList<ShiftReport>
    /// The register.
    public var register: Register.ID
    /// The shift opened.
    public var selected: Shift.ID?

    /// A list that has not appeared yet.
    public init(list: PagedList<ShiftReport> = PagedList(), register: Register.ID, selected: Shift.ID? = nil) {
      self.list = list
      self.register = register
      self.selected = selected
    }

    /// What the list is doing.
    public var phase: Phase { list.phase }
    /// The report of the shift opened.
    public var selectedReport: ShiftReport? { list.items.first { $0.id == selected } }
  }

  /// The list's phases (`PagedList.Phase`).
  public typealias Phase = PagedList<ShiftReport>.Phase

  /// What happened on the list, alphabetised.
  public enum Action: Equatable, Sendable {
    case pageResponse(Int, Result<Page<ShiftReport>, APIError>)
    case printTapped(Shift.ID)
    case receiptsTapped(Shift.ID)
    case refreshPulled
    case retryTapped
    case shiftAppeared(Shift.ID)
    case shiftDismissed
    case shiftTapped(Shift.ID)
    case viewAppeared
  }

  /// Where the list sends the member.
  public enum Route: Equatable, Sendable {
    /// The shift's printable X or Z report (`GET /pos/shifts/{id}/report.html`).
    case printReport(Shift.ID)
    /// The shift's receipts (`POSReceiptsScreen` with `shift`).
    case receipts(Shift.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case fetchPage(Register.ID, Int)
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .pageResponse(let page, let result):
      state.list.receive(page: page, result)
      return []
    case .printTapped(let shift):
      guard state.list.items.contains(where: { $0.id == shift }) else { return [] }
      return [.navigate(.printReport(shift))]
    case .receiptsTapped(let shift):
      guard state.list.items.contains(where: { $0.id == shift }) else { return [] }
      return [.navigate(.receipts(shift))]
    case .refreshPulled, .viewAppeared:
      return fetch(state, state.list.refresh())
    case .retryTapped:
      return fetch(state, state.list.retry())
    case .shiftAppeared(let shift):
      return fetch(state, state.list.itemAppeared(shift))
    case .shiftDismissed:
      state.selected = nil
      return []
    case .shiftTapped(let shift):
      guard state.list.items.contains(where: { $0.id == shift }) else { return [] }
      state.selected = shift
      return []
    }
  }

  private static func fetch(_ state: State, _ page: Int?) -> [Effect] {
    page.map { [.fetchPage(state.register, $0)] } ?? []
  }
}
