import MeowlsAPI

/// Places orders so that no tap, retry or lost answer ever buys twice.
///
/// Each purchase the user means gets one `Idempotency-Key`. When the answer is lost (offline, timeout, 5xx, or
/// 409 `requestInProgress`) the same request keeps its key, so trying again returns the first order instead of a
/// second one; a success or a refusal (any other 4xx) forgets the key, and a changed request gets a new one.
public actor CheckoutService {
  private let api: APIClient
  private let makeIdentifier: @Sendable () -> String
  private var pending: (request: CheckoutRequest, key: String)?

  /// The service; `makeIdentifier` makes the keys (`ClientEnvironment.makeIdentifier` in the app).
  public init(api: APIClient, makeIdentifier: @escaping @Sendable () -> String) {
    self.api = api
    self.makeIdentifier = makeIdentifier
  }

  /// Buys the saved cart.
  public func purchase(_ request: CheckoutRequest) async throws(APIError) -> PurchaseResult {
    let key = pending.flatMap { $0.request == request ? $0.key : nil } ?? makeIdentifier()
    pending = (request, key)
    do {
      let result = try await api.send(.purchase(request, idempotencyKey: key))
      pending = nil
      return result
    } catch {
      if !Self.mayHaveReachedTheServer(error) { pending = nil }
      throw error
    }
  }

  /// Whether a failed purchase may have been applied, so that its key must be kept for a retry.
  private static func mayHaveReachedTheServer(_ error: APIError) -> Bool {
    switch error {
    case .transport, .undecodable: true
    case .server(let status, let body): status >= 500 || body.code == .requestInProgress
    case .notSignedIn, .reauthorizationRequired, .storage: false
    }
  }
}
