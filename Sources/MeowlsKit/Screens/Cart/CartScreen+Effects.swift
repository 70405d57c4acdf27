import MeowlsAPI

extension CartScreen {
  /// The clients the cart needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var change: @Sendable (Change) async throws(APIError) -> CartState
    public var isSignedIn: @Sendable () async -> Bool
    public var load: @Sendable () async throws(APIError) -> CartState
    public var navigate: @MainActor @Sendable (Route) -> Void

    /// Dependencies from closures.
    public init(
      change: @escaping @Sendable (Change) async throws(APIError) -> CartState,
      isSignedIn: @escaping @Sendable () async -> Bool,
      load: @escaping @Sendable () async throws(APIError) -> CartState,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) {
      self.change = change
      self.isSignedIn = isSignedIn
      self.load = load
      self.navigate = navigate
    }

    /// The live clients: the cart service and the session.
    public static func live(
      cart: CartService, session: Session, navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        change: { change throws(APIError) in
          switch change {
          case .applyPromoCode(let code): try await cart.applyPromoCode(code)
          case .remove(let article): try await cart.remove(article)
          case .removePromoCode: try await cart.removePromoCode()
          case .setCount(let article, let count): try await cart.setCount(count, of: article)
          }
        }, isSignedIn: { session.state.value.isSignedIn }, load: { () throws(APIError) in try await cart.load() },
        navigate: navigate)
    }

    /// The live clients, opening routes with `router` (held weakly: the screen does not keep its router alive).
    @MainActor public static func live(cart: CartService, session: Session, router: some CartRouting) -> Self {
      live(cart: cart, session: session, navigate: { [weak router] in router?.open($0) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .change(let change):
      do throws(APIError) { return .changeResponse(change, .success(try await dependencies.change(change))) } catch {
        return .changeResponse(change, .failure(error))
      }
    case .loadCart:
      let signedIn = await dependencies.isSignedIn()
      do throws(APIError) { return .cartLoaded(signedIn: signedIn, .success(try await dependencies.load())) } catch {
        return .cartLoaded(signedIn: signedIn, .failure(error))
      }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    }
  }

  /// A store running this screen (changes run one at a time already, so nothing is cancelled).
  @MainActor public static func store(
    _ dependencies: Dependencies, initial: State = State()
  ) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce) { await perform($0, with: dependencies) }
  }
}
