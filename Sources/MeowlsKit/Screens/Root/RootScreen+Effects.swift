import MeowlsAPI

extension RootScreen {
  /// The clients the tab bar needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// The first counts that differ from the given ones (the current ones when nil), or nil when cancelled.
    public var badges: @Sendable (Badges?) async -> Badges?
    /// Drops the account's cart and favourites from the device after the server ended the session.
    public var forgetAccountData: @Sendable () async -> Void
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// The session's next event, or nil when cancelled.
    public var sessionEvent: @Sendable () async -> SessionEvent?

    /// Dependencies from closures.
    public init(
      badges: @escaping @Sendable (Badges?) async -> Badges?, forgetAccountData: @escaping @Sendable () async -> Void,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      sessionEvent: @escaping @Sendable () async -> SessionEvent?
    ) {
      self.badges = badges
      self.forgetAccountData = forgetAccountData
      self.navigate = navigate
      self.sessionEvent = sessionEvent
    }

    /// The live clients, routes opened by `router` (held weakly).
    @MainActor public static func live(
      cart: CartService, favorites: FavoritesService, session: Session, router: some RootRouting
    ) -> Self {
      live(cart: cart, favorites: favorites, session: session) { [weak router] route in router?.open(route) }
    }

    /// The live clients: the cart and favourites states, the session's events, routes handed to `navigate`. The value
    /// subscribes to the session's events once, so build one per tab bar.
    public static func live(
      cart: CartService, favorites: FavoritesService, session: Session,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      let events = session.events.events()
      let current: @Sendable () -> Badges = {
        Badges(cart: cart.state.value.itemCount, favorites: favorites.state.value.count)
      }
      return Self(
        badges: { known in
          let now = current()
          guard now == known else { return now }
          await withTaskGroup(of: Void.self) { group in
            group.addTask { _ = await cart.state.next({ $0.itemCount }, differentFrom: now.cart) }
            group.addTask { _ = await favorites.state.next({ $0.count }, differentFrom: now.favorites) }
            await group.next()
            group.cancelAll()
          }
          return Task.isCancelled ? nil : current()
        }, forgetAccountData: { await session.forgetAccountData() }, navigate: navigate,
        sessionEvent: {
          // NB: one subscription for the screen's life, read by one watch at a time, so an event sent between an
          // answer and the next watch waits in its buffer instead of being missed.
          for await event in events { return event }
          return nil
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .forgetAccountData:
      await dependencies.forgetAccountData()
      return nil
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .watchBadges(let known):
      return await dependencies.badges(known).map(Action.badgesChanged)
    case .watchSessionEvents:
      return await dependencies.sessionEvent().map(Action.sessionEvent)
    }
  }

  /// A newer watch replaces an older one of the same kind.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .forgetAccountData, .navigate: nil
    case .watchBadges: "badges"
    case .watchSessionEvents: "sessionEvents"
    }
  }

  /// A store running this screen; its watches run until `cancelAll()`.
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
