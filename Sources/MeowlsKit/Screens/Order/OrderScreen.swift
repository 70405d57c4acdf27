import Foundation
import MeowlsAPI

/// One order (`app.md` §10): its lines, delivery, recipient and summaries; cancel after a confirmation while the
/// order is in progress; repeat it into the cart, reporting every line the stock could not cover in full.
public enum OrderScreen {
  /// Everything the order shows.
  public struct State: Equatable, Sendable {
    /// A failed cancel or repeat, or the repeat's report, shown once.
    public var alert: Alert?
    /// Whether the "cancel the order?" confirmation is shown.
    public var isConfirmingCancel: Bool
    /// The order shown.
    public var number: OrderNumber
    /// The cancel or repeat on its way (another tap is ignored).
    public var pending: Operation?
    /// What the screen is doing.
    public var phase: Phase

    /// An order screen that has not appeared yet.
    public init(
      number: OrderNumber, alert: Alert? = nil, isConfirmingCancel: Bool = false, pending: Operation? = nil,
      phase: Phase = .idle
    ) {
      self.alert = alert
      self.isConfirmingCancel = isConfirmingCancel
      self.number = number
      self.pending = pending
      self.phase = phase
    }

    /// The loaded order, if any.
    public var order: OrderDetail? {
      if case .loaded(let order) = phase { order } else { nil }
    }
  }

  /// An alert over the order.
  public enum Alert: Equatable, Sendable {
    /// A cancel or repeat the server refused or that could not be sent.
    case failed(APIError)
    /// The order went into the cart; the lines not added in full (empty when all were), with "go to the cart".
    case repeated([MergeReportEntry])
  }

  /// A change to the order.
  public enum Operation: Hashable, Sendable {
    case cancel
    case `repeat`
  }

  /// The screen; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The order could not be loaded; a retry button.
    case failed(APIError)
    case idle
    case loaded(OrderDetail)
    case loading
  }

  /// What happened on the order, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case cancelConfirmed
    case cancelDismissed
    case cancelResponse(Result<OrderDetail, APIError>)
    case cancelTapped
    case goToCartTapped
    case itemTapped(Product.ID)
    case orderResponse(Result<OrderDetail, APIError>)
    case repeatResponse(Result<[MergeReportEntry], APIError>)
    case repeatTapped
    case retryTapped
    case viewAppeared
  }

  /// Where the order sends the user.
  public enum Route: Equatable, Sendable {
    case cart
    case product(Product.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    /// Cancels the order and answers with it as it is now.
    case cancelOrder(OrderNumber)
    case fetchOrder(OrderNumber)
    case navigate(Route)
    case repeatOrder(OrderNumber)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []

    case .cancelConfirmed:
      guard state.isConfirmingCancel else { return [] }
      state.isConfirmingCancel = false
      guard state.order?.cancelable == true, state.pending == nil else { return [] }
      state.pending = .cancel
      return [.cancelOrder(state.number)]

    case .cancelDismissed:
      state.isConfirmingCancel = false
      return []

    case .cancelResponse(let result):
      guard state.pending == .cancel else { return [] }
      state.pending = nil
      switch result {
      case .success(let order): state.phase = .loaded(order)
      case .failure(let error): state.alert = .failed(error)
      }
      return []

    case .cancelTapped:
      guard state.order?.cancelable == true, state.pending == nil else { return [] }
      state.isConfirmingCancel = true
      return []

    case .goToCartTapped:
      state.alert = nil
      return [.navigate(.cart)]

    case .itemTapped(let id):
      guard state.order?.items.contains(where: { $0.productID == id }) == true else { return [] }
      return [.navigate(.product(id))]

    case .orderResponse(let result):
      guard state.phase == .loading else { return [] }
      switch result {
      case .success(let order): state.phase = .loaded(order)
      case .failure(let error): state.phase = .failed(error)
      }
      return []

    case .repeatResponse(let result):
      guard state.pending == .repeat else { return [] }
      state.pending = nil
      switch result {
      case .success(let report): state.alert = .repeated(report)
      case .failure(let error): state.alert = .failed(error)
      }
      return []

    case .repeatTapped:
      guard state.order?.repeatAllowed == true, state.pending == nil else { return [] }
      state.pending = .repeat
      return [.repeatOrder(state.number)]

    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      state.phase = .loading
      return [.fetchOrder(state.number)]

    case .viewAppeared:
      guard state.phase == .idle else { return [] }
      state.phase = .loading
      return [.fetchOrder(state.number)]
    }
  }
}
