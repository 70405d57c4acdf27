import Foundation
import MeowlsAPI

/// The cart tab (`app.md` §10): lines with counts, removal, a promo code, the summaries the server computed, its
/// availability alert, and "checkout" (or login first for a guest).
public enum CartScreen {
  /// Everything the cart shows.
  public struct State: Equatable, Sendable {
    /// A failed change or the availability alert, shown once.
    public var alert: Alert?
    /// The cart as the server last priced it.
    public var cart: CartState
    /// Whether a customer is signed in (checkout) or not (login first).
    public var isSignedIn: Bool
    /// Whether a reload of a listed cart is on its way.
    public var isRefreshing: Bool
    /// What the last login or registration moved from the guest into the account, shown once.
    public var mergeReport: MergeReport?
    /// The change on its way; others wait for it (their taps are ignored).
    public var pending: Change?
    /// What the cart is doing.
    public var phase: Phase
    /// The refusal of the last promo code, shown under its field.
    public var promoError: APIError?
    /// The promo code as typed.
    public var promoInput: String

    /// A cart that has not appeared yet.
    public init(
      alert: Alert? = nil, cart: CartState = CartState(), isRefreshing: Bool = false, isSignedIn: Bool = false,
      mergeReport: MergeReport? = nil, pending: Change? = nil, phase: Phase = .idle, promoError: APIError? = nil,
      promoInput: String = ""
    ) {
      self.alert = alert
      self.cart = cart
      self.isRefreshing = isRefreshing
      self.isSignedIn = isSignedIn
      self.mergeReport = mergeReport
      self.pending = pending
      self.phase = phase
      self.promoError = promoError
      self.promoInput = promoInput
    }

    /// The summaries to show (total, discounts …), in the server's order.
    public var summaries: [Summary] { cart.cart?.summaries ?? [] }

    /// The lines the merge changed, named as the cart lists them (a line the cart no longer holds by its article).
    public var mergeLines: [MergeLine] {
      (mergeReport?.changedLines ?? []).map { entry in
        let item = cart.cart?.items.first { $0.article == entry.article }
        let name = item.map { [$0.productName, $0.variantName].filter { !$0.isEmpty }.joined(separator: ", ") }
        return MergeLine(
          applied: entry.applied, article: entry.article, name: name ?? entry.article.rawValue, reason: entry.reason,
          requested: entry.requested)
      }
    }
  }

  /// A line of the cart the merge changed, as the report shows it.
  public struct MergeLine: Hashable, Sendable {
    /// The units now in the cart.
    public var applied: Int
    public var article: Article
    /// The product and variant name.
    public var name: String
    /// The server's reason (only so many in stock).
    public var reason: String?
    /// The units the merge asked for.
    public var requested: Int

    /// A line.
    public init(applied: Int, article: Article, name: String, reason: String?, requested: Int) {
      self.applied = applied
      self.article = article
      self.name = name
      self.reason = reason
      self.requested = requested
    }
  }

  /// An alert over the cart.
  public enum Alert: Equatable, Sendable {
    /// The server's message that some lines cannot be bought as they are.
    case availability(String)
    /// A change the server refused or that could not be sent.
    case failed(APIError)
  }

  /// A change to the cart.
  public enum Change: Hashable, Sendable {
    case applyPromoCode(String)
    case remove(Article)
    case removePromoCode
    case setCount(Article, Int)
  }

  /// The cart; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// No lines: "the cart is empty" with a way to the catalogue.
    case empty
    /// The cart could not be loaded; a retry button.
    case failed(APIError)
    case idle
    /// Lines are listed.
    case loaded
    /// The cart is on its way.
    case loading
  }

  /// What happened on the cart, alphabetised.
  public enum Action: Equatable, Sendable {
    case alertDismissed
    case cartLoaded(signedIn: Bool, Result<CartState, APIError>)
    case changeResponse(Change, Result<CartState, APIError>)
    case checkoutTapped
    case continueShoppingTapped
    case countChanged(Article, Int)
    case mergeReportDismissed
    /// A login or registration moved the guest's data; the report is shown unless there was nothing to move.
    case mergeReported(MergeReport)
    case productTapped(Product.ID)
    case promoCodeApplyTapped
    case promoCodeChanged(String)
    case promoCodeRemoveTapped
    case removeTapped(Article)
    case retryTapped
    case viewAppeared
  }

  /// Where the cart sends the user.
  public enum Route: Equatable, Sendable {
    case catalogue
    case checkout
    /// A guest logs in (or registers) before checkout.
    case login
    case product(Product.ID)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case change(Change)
    case loadCart
    case navigate(Route)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .alertDismissed:
      state.alert = nil
      return []

    case .cartLoaded(let signedIn, let result):
      guard state.phase == .loading || state.isRefreshing else { return [] }
      state.isRefreshing = false
      state.isSignedIn = signedIn
      switch result {
      case .success(let cart): adopt(cart, in: &state)
      case .failure(let error) where state.phase == .loading: state.phase = .failed(error)
      case .failure: break
      }
      return []

    case .changeResponse(let change, let result):
      guard state.pending == change else { return [] }
      state.pending = nil
      switch (change, result) {
      case (_, .success(let cart)):
        if case .applyPromoCode = change { state.promoInput = "" }
        adopt(cart, in: &state)
      case (.applyPromoCode, .failure(let error)): state.promoError = error
      case (_, .failure(let error)): state.alert = .failed(error)
      }
      return []

    case .checkoutTapped:
      guard state.phase == .loaded, state.pending == nil else { return [] }
      guard state.isSignedIn else { return [.navigate(.login)] }
      if let message = state.cart.cart?.availabilityAlertMessage {
        state.alert = .availability(message)
        return []
      }
      return [.navigate(.checkout)]

    case .continueShoppingTapped:
      return [.navigate(.catalogue)]

    case .countChanged(let article, let count):
      guard let line = state.cart.lines.first(where: { $0.article == article }), line.count != count else { return [] }
      return start(count > 0 ? .setCount(article, count) : .remove(article), in: &state)

    case .mergeReportDismissed:
      state.mergeReport = nil
      return []

    case .mergeReported(let report):
      state.mergeReport = report.isEmpty ? nil : report
      return []

    case .productTapped(let id):
      return [.navigate(.product(id))]

    case .promoCodeApplyTapped:
      let code = state.promoInput.trimmingCharacters(in: .whitespacesAndNewlines)
      guard !code.isEmpty else { return [] }
      return start(.applyPromoCode(code), in: &state)

    case .promoCodeChanged(let text):
      state.promoInput = text
      state.promoError = nil
      return []

    case .promoCodeRemoveTapped:
      guard state.cart.promoCode != nil else { return [] }
      return start(.removePromoCode, in: &state)

    case .removeTapped(let article):
      guard state.cart.lines.contains(where: { $0.article == article }) else { return [] }
      return start(.remove(article), in: &state)

    case .retryTapped:
      guard case .failed = state.phase else { return [] }
      state.phase = .loading
      return [.loadCart]

    case .viewAppeared:
      switch state.phase {
      case .idle, .failed:
        state.phase = .loading
      case .empty, .loaded:
        guard !state.isRefreshing, state.pending == nil else { return [] }
        state.isRefreshing = true
      case .loading:
        return []
      }
      return [.loadCart]
    }
  }

  /// Starts `change` unless another is on its way; a reload still on its way is superseded by its answer.
  private static func start(_ change: Change, in state: inout State) -> [Effect] {
    guard state.phase == .loaded, state.pending == nil else { return [] }
    state.pending = change
    state.isRefreshing = false
    return [.change(change)]
  }

  private static func adopt(_ cart: CartState, in state: inout State) {
    state.cart = cart
    state.phase = cart.lines.isEmpty ? .empty : .loaded
  }
}
