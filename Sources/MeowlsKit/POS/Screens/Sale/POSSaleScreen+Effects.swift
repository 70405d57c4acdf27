import Foundation
import MeowlsAPI

extension POSSaleScreen {
  /// The clients the sale needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// A fresh sale id.
    public var makeSaleID: @Sendable () -> Receipt.ID
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// The register: connection, quote, resolve, search, submit (online the server, offline the snapshot and queue).
    public var register: RegisterSales

    /// Dependencies from closures.
    public init(
      makeSaleID: @escaping @Sendable () -> Receipt.ID, navigate: @escaping @MainActor @Sendable (Route) -> Void,
      register: RegisterSales
    ) {
      self.makeSaleID = makeSaleID
      self.navigate = navigate
      self.register = register
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(register: RegisterSales, router: some POSSaleRouting) -> Self {
      let router = WeakRouter(router)
      return live(register: register, navigate: { router.value?.open($0) })
    }

    /// The live clients: the register's sales (`RegisterSales`), random sale ids; routes handed to `navigate`.
    public static func live(register: RegisterSales, navigate: @escaping @MainActor @Sendable (Route) -> Void) -> Self {
      Self(makeSaleID: { Receipt.ID(UUID()) }, navigate: navigate, register: register)
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    let register = dependencies.register
    switch effect {
    case .makeSaleID:
      return .newSaleStarted(dependencies.makeSaleID())
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .quote(let revision, let request):
      return .quoteResponse(
        revision: revision, await result { () throws(APIError) in try await register.quote(request) })
    case .resolve(let code):
      return .resolveResponse(code, await result { () throws(APIError) in try await register.resolve(code) })
    case .search(let query):
      return .searchResponse(query, await result { () throws(APIError) in try await register.search(query) })
    case .submit(let request, let approval):
      return .submitResponse(await result { () throws(APIError) in try await register.submit(request, approval) })
    case .watchConnection(let known):
      guard let next = await RegisterConnection.next(of: register.connection(), differentFrom: known) else {
        return nil
      }
      return .connectionChanged(next)
    }
  }

  /// A newer quote, search or connection watch cancels the older one; resolves and the submission run to the end.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .quote: "quote"
    case .search: "search"
    case .watchConnection: "connection"
    case .makeSaleID, .navigate, .resolve, .submit: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
