import MeowlsAPI

/// One order in the back office (`GET /admin/orders/{id}`): its lines, payment, refunds and history; its status
/// moved on where the lifecycle allows (the API refuses the rest with its code), and money of a paid order
/// refunded, all that is left or an amount typed.
public enum AdminOrderScreen {
  /// Everything the order page shows.
  public struct State: Equatable, Sendable {
    public let orderID: Order.ID
    public var phase: AdminPhase<AdminOrderDetail>
    /// The refund's amount was typed but is not an amount.
    public var refundAmountInvalid: Bool
    public var submission: AdminSubmission

    public init(orderID: Order.ID) {
      self.orderID = orderID
      self.phase = .idle
      self.refundAmountInvalid = false
      self.submission = .idle
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case detailResponse(Result<AdminOrderDetail, APIError>)
    /// A refund: the amount typed (empty: all that is left) and the reason.
    case refundSubmitted(amount: String, reason: String)
    case refundResponse(Result<AdminOrderRefund, APIError>)
    case statusResponse(Result<AdminOrderDetail, APIError>)
    case statusSubmitted(OrderStatusCode)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case changeStatus(Order.ID, OrderStatusCode)
    case load(Order.ID)
    case refund(Order.ID, OrderRefundRequest)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.phase = .loading
      return [.load(state.orderID)]

    case .detailResponse(let result):
      switch result {
      case .success(let detail): state.phase = .loaded(detail)
      case .failure(let error): state.phase = .failed(error)
      }
      return []

    case .refundResponse(let result):
      guard state.submission == .sending else { return [] }
      switch result {
      case .success:
        state.submission = .done
        return [.load(state.orderID)]
      case .failure(let error):
        state.submission = .failed(error)
        return []
      }

    case .refundSubmitted(let amount, let reason):
      guard state.submission != .sending else { return [] }
      let typed = amount.trimmingCharacters(in: .whitespaces)
      let money = typed.isEmpty ? nil : MoneyInput.parse(typed)
      state.refundAmountInvalid = !typed.isEmpty && money == nil
      guard !state.refundAmountInvalid else { return [] }
      state.submission = .sending
      return [
        .refund(
          state.orderID,
          OrderRefundRequest(amount: money, reason: String(reason.trimmingCharacters(in: .whitespaces).prefix(200))))
      ]

    case .statusResponse(let result):
      guard state.submission == .sending else { return [] }
      switch result {
      case .success(let detail):
        state.phase = .loaded(detail)
        state.submission = .done
      case .failure(let error):
        state.submission = .failed(error)
      }
      return []

    case .statusSubmitted(let status):
      guard state.submission != .sending else { return [] }
      state.submission = .sending
      return [.changeStatus(state.orderID, status)]
    }
  }
}

extension AdminOrderScreen {
  /// The clients the page needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var detail: @Sendable (Order.ID) async throws(APIError) -> AdminOrderDetail
    public var changeStatus: @Sendable (Order.ID, OrderStatusCode) async throws(APIError) -> AdminOrderDetail
    public var refund: @Sendable (Order.ID, OrderRefundRequest) async throws(APIError) -> AdminOrderRefund

    public init(
      detail: @escaping @Sendable (Order.ID) async throws(APIError) -> AdminOrderDetail,
      changeStatus: @escaping @Sendable (Order.ID, OrderStatusCode) async throws(APIError) -> AdminOrderDetail,
      refund: @escaping @Sendable (Order.ID, OrderRefundRequest) async throws(APIError) -> AdminOrderRefund
    ) {
      self.detail = detail
      self.changeStatus = changeStatus
      self.refund = refund
    }

    public static func live(api: APIClient) -> Self {
      Self(
        detail: { id throws(APIError) in try await api.send(.adminOrder(id)) },
        changeStatus: { id, status throws(APIError) in try await api.send(.changeOrderStatus(id, status)) },
        refund: { id, request throws(APIError) in try await api.send(.refundOrder(id, request)) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .changeStatus(let id, let status):
      return .statusResponse(await result { () throws(APIError) in try await dependencies.changeStatus(id, status) })
    case .load(let id):
      return .detailResponse(await result { () throws(APIError) in try await dependencies.detail(id) })
    case .refund(let id, let request):
      return .refundResponse(await result { () throws(APIError) in try await dependencies.refund(id, request) })
    }
  }
}
