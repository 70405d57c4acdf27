import MeowlsAPI

/// The Store app's tab bar (`app.md` §1.5, §2.9): main, catalogue, cart, favourites and profile; the cart badge
/// counts the units in the cart and the favourites badge the starred products, both following the Cart and
/// Favorites services (for a guest too, so the badge cannot drift from the stored list, §18.13); tapping the
/// selected tab again pops it to its root; the login sheet opens when the server ends the session.
public enum RootScreen {
  /// Everything the tab bar shows.
  public struct State: Equatable, Sendable {
    /// The counts behind the badges.
    public var badges: Badges
    /// Whether the tab bar follows the services yet.
    public var phase: Phase
    /// The selected tab.
    public var selected: Tab

    /// A tab bar that has not appeared, on `selected`.
    public init(badges: Badges = Badges(), phase: Phase = .idle, selected: Tab = .main) {
      self.badges = badges
      self.phase = phase
      self.selected = selected
    }

    /// The badge of `tab`: the count, or nil when there is none to show.
    public func badge(for tab: Tab) -> Int? {
      let count =
        switch tab {
        case .cart: badges.cart
        case .favorites: badges.favorites
        case .catalogue, .main, .profile: 0
        }
      return count > 0 ? count : nil
    }
  }

  /// The counts behind the badges.
  public struct Badges: Hashable, Sendable {
    /// Units in the cart.
    public var cart: Int
    /// Starred products.
    public var favorites: Int

    /// Counts.
    public init(cart: Int = 0, favorites: Int = 0) {
      self.cart = cart
      self.favorites = favorites
    }
  }

  /// The tab bar; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// Following the services and the session.
    case active
    /// Not shown yet.
    case idle
  }

  /// A tab, in the bar's order.
  public enum Tab: Int, CaseIterable, Hashable, Sendable {
    case main
    case catalogue
    case cart
    case favorites
    case profile
  }

  /// What happened on the tab bar, alphabetised.
  public enum Action: Equatable, Sendable {
    case badgesChanged(Badges)
    /// Another screen asks for a tab (the cart's "go to the catalogue", favourites after a login).
    case openTab(Tab)
    case sessionEvent(SessionEvent)
    case tabSelected(Tab)
    case viewAppeared
  }

  /// Where the tab bar sends the user.
  public enum Route: Equatable, Sendable {
    /// The tab's navigation stack back to its first screen.
    case popToRoot(Tab)
    /// The login sheet: the server ended the session.
    case reauthorize
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// The server ended the session: the account's cart and favourites leave the device (`Session`).
    case forgetAccountData
    case navigate(Route)
    /// Answers `badgesChanged` once the counts differ from these (at once when nothing is known yet).
    case watchBadges(after: Badges?)
    /// Answers the session's next event.
    case watchSessionEvents
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .badgesChanged(let badges):
      guard state.phase == .active else { return [] }
      state.badges = badges
      return [.watchBadges(after: badges)]

    case .openTab(let tab):
      state.selected = tab
      return []

    case .sessionEvent(.reauthorizationRequired):
      guard state.phase == .active else { return [] }
      return [.forgetAccountData, .navigate(.reauthorize), .watchSessionEvents]

    case .tabSelected(let tab):
      guard tab == state.selected else {
        state.selected = tab
        return []
      }
      return [.navigate(.popToRoot(tab))]

    case .viewAppeared:
      guard state.phase == .idle else { return [] }
      state.phase = .active
      return [.watchBadges(after: nil), .watchSessionEvents]
    }
  }
}
