import MeowlsAPI

extension OrderScreen {
  /// The clients the order needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// Cancels the order and answers with it as it is now.
    public var cancel: @Sendable (OrderNumber) async throws(APIError) -> OrderDetail
    public var navigate: @MainActor @Sendable (Route) -> Void
    public var order: @Sendable (OrderNumber) async throws(APIError) -> OrderDetail
    /// Puts the order into the cart again; answers with the merge report.
    public var repeatOrder: @Sendable (OrderNumber) async throws(APIError) -> [MergeReportEntry]

    /// Dependencies from closures.
    public init(
      cancel: @escaping @Sendable (OrderNumber) async throws(APIError) -> OrderDetail,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      order: @escaping @Sendable (OrderNumber) async throws(APIError) -> OrderDetail,
      repeatOrder: @escaping @Sendable (OrderNumber) async throws(APIError) -> [MergeReportEntry]
    ) {
      self.cancel = cancel
      self.navigate = navigate
      self.order = order
      self.repeatOrder = repeatOrder
    }

    /// The live clients (`live(api:cart:navigate:)`); routes go to `router`, held weakly.
    public static func live(api: APIClient, cart: CartService, router: some OrderRouting) -> Self {
      let router = WeakRouter(router)
      return live(api: api, cart: cart, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API and the cart (which adopts the repeated cart); routes handed to `navigate`.
    public static func live(
      api: APIClient, cart: CartService, navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        cancel: { number throws(APIError) in
          _ = try await api.send(.cancelOrder(number))
          return try await api.send(.order(number))
        },
        navigate: navigate,
        order: { number throws(APIError) in try await api.send(.order(number)) },
        repeatOrder: { number throws(APIError) in try await cart.repeatOrder(number) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .cancelOrder(let number):
      do throws(APIError) { return .cancelResponse(.success(try await dependencies.cancel(number))) } catch {
        return .cancelResponse(.failure(error))
      }
    case .fetchOrder(let number):
      do throws(APIError) { return .orderResponse(.success(try await dependencies.order(number))) } catch {
        return .orderResponse(.failure(error))
      }
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .repeatOrder(let number):
      do throws(APIError) { return .repeatResponse(.success(try await dependencies.repeatOrder(number))) } catch {
        return .repeatResponse(.failure(error))
      }
    }
  }

  /// A store running this screen (one operation runs at a time already, so nothing is cancelled).
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce) { await perform($0, with: dependencies) }
  }
}
