import MeowlsAPI

/// The POS app's tab bar, with the tabs the earlier POS app planned (`app.md` §2: `main, tasks, catalogue, cart,
/// profile`): main is the register's shift (with the receipts, shifts, returns and daily report it opens), tasks
/// the pick-up orders and courier tasks, catalogue the stock lookup, cart the sale's basket, profile the member,
/// the lock and logout. A courier works at no register: only tasks, catalogue and profile. The root follows the
/// register's connection (the main tab's badge counts the sales waiting to be replayed) and shows the PIN lock
/// whenever a screen reports the register locked.
public enum POSRootScreen {
  /// The tabs, in the tab bar's order.
  public enum Tab: Int, CaseIterable, Equatable, Sendable {
    case main
    case tasks
    case catalogue
    case cart
    case profile
  }

  /// Everything the tab bar shows.
  public struct State: Equatable, Sendable {
    /// Lines in the sale's basket (the cart badge).
    public var basketCount: Int
    /// The register's connection.
    public var connection: RegisterConnection?
    /// The member signed in.
    public var member: StaffMember
    /// Locked (the PIN lock covers the tabs) or working.
    public var phase: Phase
    /// The tab shown.
    public var selected: Tab

    /// A root for `member`, locked until the register's PIN (a courier's is never locked).
    public init(
      basketCount: Int = 0, connection: RegisterConnection? = nil, member: StaffMember, phase: Phase? = nil,
      selected: Tab? = nil
    ) {
      self.basketCount = basketCount
      self.connection = connection
      self.member = member
      self.phase = phase ?? (member.role == .courier ? .active : .locked)
      self.selected = selected ?? (member.role == .courier ? .tasks : .main)
    }

    /// The tabs this member has: a courier works at no register.
    public var tabs: [Tab] { member.role == .courier ? [.tasks, .catalogue, .profile] : Tab.allCases }

    /// The badge of `tab`, or nil for none: the basket's lines on the cart, the waiting sales on main (a refused
    /// sale counts too, so it cannot go unseen).
    public func badge(_ tab: Tab) -> Int? {
      let count: Int
      switch tab {
      case .cart: count = basketCount
      case .main: count = (connection?.waiting ?? 0) + (connection?.refused.count ?? 0)
      case .catalogue, .profile, .tasks: count = 0
      }
      return count > 0 ? count : nil
    }
  }

  /// The root's phases.
  public enum Phase: Equatable, Sendable {
    case active
    case locked
  }

  /// What happened on the root, alphabetised.
  public enum Action: Equatable, Sendable {
    case basketCountChanged(Int)
    case connectionChanged(RegisterConnection?)
    case loggedOut
    case registerLockReported
    case tabSelected(Tab)
    case unlocked(StaffMember)
    case viewAppeared
  }

  /// Where the root sends the member.
  public enum Route: Equatable, Sendable {
    /// The PIN lock over the tabs.
    case lock
    /// The staff login (the session ended).
    case login
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case navigate(Route)
    case popToRoot(Tab)
    case select(Tab)
    case watchConnection(after: RegisterConnection?)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .basketCountChanged(let count):
      state.basketCount = max(0, count)
      return []
    case .connectionChanged(let connection):
      guard let connection else { return [] }
      state.connection = connection
      return [.watchConnection(after: connection)]
    case .loggedOut:
      return [.navigate(.login)]
    case .registerLockReported:
      guard state.phase == .active, state.member.role != .courier else { return [] }
      state.phase = .locked
      return [.navigate(.lock)]
    case .tabSelected(let tab):
      guard state.phase == .active, state.tabs.contains(tab) else { return [] }
      guard tab != state.selected else { return [.popToRoot(tab)] }
      state.selected = tab
      return [.select(tab)]
    case .unlocked(let member):
      state.member = member
      state.phase = .active
      return []
    case .viewAppeared:
      var effects: [Effect] = [.watchConnection(after: state.connection)]
      if state.phase == .locked { effects.append(.navigate(.lock)) }
      return effects
    }
  }
}
