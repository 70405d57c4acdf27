import Foundation
import MeowlsAPI

extension POSReturnScreen {
  /// The clients the return needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    /// The register's connection, now and whenever it changes (`RegisterSales.connection`).
    public var connection: @Sendable () -> AsyncStream<RegisterConnection>
    /// A fresh return id.
    public var makeReturnID: @Sendable () -> ReturnReceipt.ID
    public var navigate: @MainActor @Sendable (Route) -> Void
    /// A receipt of any shop of the chain.
    public var receipt: @Sendable (ReceiptNumber) async throws(APIError) -> Receipt
    /// Records the return with the manager's approval.
    public var submit: @Sendable (ReturnRequest, ManagerApproval?) async throws(APIError) -> ReturnReceipt

    /// Dependencies from closures.
    public init(
      connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
      makeReturnID: @escaping @Sendable () -> ReturnReceipt.ID,
      navigate: @escaping @MainActor @Sendable (Route) -> Void,
      receipt: @escaping @Sendable (ReceiptNumber) async throws(APIError) -> Receipt,
      submit: @escaping @Sendable (ReturnRequest, ManagerApproval?) async throws(APIError) -> ReturnReceipt
    ) {
      self.connection = connection
      self.makeReturnID = makeReturnID
      self.navigate = navigate
      self.receipt = receipt
      self.submit = submit
    }

    /// The live clients; routes go to `router`, held weakly.
    public static func live(
      api: APIClient, connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
      router: some POSReturnRouting
    ) -> Self {
      let router = WeakRouter(router)
      return live(api: api, connection: connection, navigate: { router.value?.open($0) })
    }

    /// The live clients: the API, the register's connection, random return ids; routes handed to `navigate`.
    public static func live(
      api: APIClient, connection: @escaping @Sendable () -> AsyncStream<RegisterConnection>,
      navigate: @escaping @MainActor @Sendable (Route) -> Void
    ) -> Self {
      Self(
        connection: connection, makeReturnID: { ReturnReceipt.ID(UUID()) }, navigate: navigate,
        receipt: { number throws(APIError) in try await api.send(.receipt(number)) },
        submit: { request, approval throws(APIError) in
          try await api.send(Endpoint.createReturn(request).approved(by: approval))
        })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .fetchReceipt(let number):
      return .receiptResponse(number, await result { () throws(APIError) in try await dependencies.receipt(number) })
    case .makeReturnID:
      return .newReturnStarted(dependencies.makeReturnID())
    case .navigate(let route):
      await dependencies.navigate(route)
      return nil
    case .submit(let request, let approval):
      return .returnResponse(
        await result { () throws(APIError) in try await dependencies.submit(request, approval) })
    case .watchConnection(let known):
      guard let next = await RegisterConnection.next(of: dependencies.connection(), differentFrom: known) else {
        return nil
      }
      return .connectionChanged(next)
    }
  }

  /// A newer receipt lookup or connection watch cancels the older one.
  public static func cancellationID(_ effect: Effect) -> AnyHashable? {
    switch effect {
    case .fetchReceipt: "receipt"
    case .watchConnection: "connection"
    case .makeReturnID, .navigate, .submit: nil
    }
  }

  /// A store running this screen.
  @MainActor public static func store(_ dependencies: Dependencies, initial: State) -> Store<State, Action, Effect> {
    Store(initial: initial, reduce: reduce, cancellationID: cancellationID) { await perform($0, with: dependencies) }
  }
}
