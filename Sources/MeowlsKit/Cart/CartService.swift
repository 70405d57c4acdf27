import MeowlsAPI

/// The cart: a guest's lines live on the device and are priced by `POST /cart`; a customer's cart lives on the
/// server (`GET /cart`, `/cart/update`). Every change is sent whole and adopted only from the server's answer,
/// so a refused change (stock, promo code) leaves the cart as it was. Changes run one at a time, in order.
public actor CartService {
  private let api: APIClient
  private var lastChange: Task<Void, Never>?
  private let settings: any SettingsStore
  /// The cart, count and totals, readable at once and observable.
  public nonisolated let state: StateStream<CartState>

  /// The service; a guest's stored lines are read at once (priced on `load()`).
  public init(api: APIClient, settings: any SettingsStore) {
    self.api = api
    self.settings = settings
    let guest = api.credentials.isSignedIn ? GuestCart() : settings.value(GuestCart.self, forKey: .guestCart)
    state = StateStream(CartState(lines: guest?.items ?? [], promoCode: guest?.promoCode))
  }

  /// Whether a customer is signed in (the guest cart otherwise).
  private nonisolated var isSignedIn: Bool { api.credentials.isSignedIn }

  /// Loads the cart: the saved one for a customer, the stored lines priced for a guest.
  @discardableResult
  public func load() async throws(APIError) -> CartState {
    try await change { state, _ in
      state
    } send: { [api] state, isSignedIn throws(APIError) in
      isSignedIn ? try await api.send(.savedCart) : try await api.send(.calculateCart(state.request))
    }
  }

  /// Adds units of an article.
  @discardableResult
  public func add(_ article: Article, count: Int = 1) async throws(APIError) -> CartState {
    try await change { state, _ in
      var state = state
      if let index = state.lines.firstIndex(where: { $0.article == article }) {
        state.lines[index].count += count
      } else {
        state.lines.append(CartRequestItem(article: article, count: count))
      }
      return state
    }
  }

  /// Sets the units of an article; 0 removes the line.
  @discardableResult
  public func setCount(_ count: Int, of article: Article) async throws(APIError) -> CartState {
    try await change { state, _ in
      var state = state
      if count <= 0 {
        state.lines.removeAll { $0.article == article }
      } else if let index = state.lines.firstIndex(where: { $0.article == article }) {
        state.lines[index].count = count
      } else {
        state.lines.append(CartRequestItem(article: article, count: count))
      }
      return state
    }
  }

  /// Removes an article's line.
  @discardableResult
  public func remove(_ article: Article) async throws(APIError) -> CartState {
    try await setCount(0, of: article)
  }

  /// Applies a promo code; a refused one (`promoCodeNotFound`, `promoCodeExpired` …) is thrown and the cart
  /// stays as it was.
  @discardableResult
  public func applyPromoCode(_ code: String) async throws(APIError) -> CartState {
    try await change { state, _ in
      var state = state
      state.promoCode = code.trimmingCharacters(in: .whitespacesAndNewlines)
      return state
    }
  }

  /// Removes the promo code.
  @discardableResult
  public func removePromoCode() async throws(APIError) -> CartState {
    try await change { state, _ in
      var state = state
      state.promoCode = nil
      return state
    }
  }

  /// Empties the cart.
  @discardableResult
  public func clear() async throws(APIError) -> CartState {
    try await change { state, _ in CartState(promoCode: state.promoCode) }
  }

  /// Adds the guest cart to the account's (`/cart/merge`) and adopts the answer; on success the guest lines are
  /// cleared and the merge report returned, on failure they stay for the next attempt.
  public func mergeGuestCart() async -> MergeStatus<[MergeReportEntry]> {
    guard let guest = settings.value(GuestCart.self, forKey: .guestCart), !guest.items.isEmpty else {
      return .nothingToMerge
    }
    let request = CartState(lines: guest.items, promoCode: guest.promoCode).request
    let result = await serially { [api] () async throws(APIError) -> Cart in try await api.send(.mergeCart(request)) }
    switch result {
    case .failure(let error):
      return .failed(error)
    case .success(let cart):
      settings.setValue(GuestCart?.none, forKey: .guestCart)
      var merged = cart
      merged.mergeReport = nil
      state.send(CartState(cart: merged))
      return .merged(cart.mergeReport ?? [])
    }
  }

  /// Puts an order's lines into the saved cart again (`POST /orders/{number}/repeat`, each article capped at its
  /// stock) and adopts the answer; returns the merge report, one entry for every line not added in full.
  public func repeatOrder(_ number: OrderNumber) async throws(APIError) -> [MergeReportEntry] {
    let result = await serially { [api] () async throws(APIError) -> Cart in try await api.send(.repeatOrder(number)) }
    let cart = try result.get()
    var adopted = cart
    adopted.mergeReport = nil
    state.send(CartState(cart: adopted))
    return cart.mergeReport ?? []
  }

  /// A session started: the account's cart replaces the guest's on screen (call `load()` to fetch it).
  public func signedIn() {
    state.send(CartState())
  }

  /// The session ended: back to the guest's stored cart (empty unless a merge failed).
  public func signedOut() {
    let guest = settings.value(GuestCart.self, forKey: .guestCart) ?? GuestCart()
    state.send(CartState(lines: guest.items, promoCode: guest.promoCode))
  }

  /// Runs one change after the ones before it: the wanted state from the current one, priced by the server (or
  /// not sent at all for an empty guest cart), adopted and stored only when the server accepts it.
  private func change(
    _ wanted: @escaping @Sendable (CartState, Bool) -> CartState,
    send: (@Sendable (CartState, Bool) async throws(APIError) -> Cart)? = nil
  ) async throws(APIError) -> CartState {
    let result = await serially { [self] () async throws(APIError) -> CartState in
      let signedIn = isSignedIn
      let target = wanted(state.value, signedIn)
      if !signedIn && target.lines.isEmpty {
        adopt(CartState(promoCode: target.promoCode), signedIn: false)
        return state.value
      }
      let price = { [api] (target: CartState) async throws(APIError) -> Cart in
        if let send { return try await send(target, signedIn) }
        return try await api.send(signedIn ? .updateCart(target.request) : .calculateCart(target.request))
      }
      let cart: Cart
      do throws(APIError) {
        cart = try await price(target)
      } catch  where error.isPromoCodeRefusal && target.promoCode != nil && target.promoCode == state.value.promoCode {
        // NB: the code the cart already held no longer fits the changed cart (its last covered line removed, its
        // minimum no longer reached): the change goes through without it, as the server does for a saved code.
        var withoutCode = target
        withoutCode.promoCode = nil
        cart = try await price(withoutCode)
      }
      adopt(CartState(cart: cart), signedIn: signedIn)
      return state.value
    }
    return try result.get()
  }

  private nonisolated func adopt(_ new: CartState, signedIn: Bool) {
    state.send(new)
    if !signedIn {
      let guest = GuestCart(items: new.lines, promoCode: new.promoCode)
      settings.setValue(guest.items.isEmpty && guest.promoCode == nil ? nil : guest, forKey: .guestCart)
    }
  }

  /// Runs `operation` after every operation started before it has finished.
  private func serially<Value: Sendable>(
    _ operation: @escaping @Sendable () async throws(APIError) -> Value
  ) async -> Result<Value, APIError> {
    let previous = lastChange
    let task = Task<Result<Value, APIError>, Never> {
      await previous?.value
      do throws(APIError) {
        return .success(try await operation())
      } catch {
        return .failure(error)
      }
    }
    lastChange = Task { _ = await task.value }
    return await task.value
  }
}

extension CartState {
  /// The request that asks the server for this state.
  var request: CartRequest {
    CartRequest(
      cart: CartContents(items: lines, save: true), promoCode: promoCode.map { PromoCode(code: $0) })
  }
}
