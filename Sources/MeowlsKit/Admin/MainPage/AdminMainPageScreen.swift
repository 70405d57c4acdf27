import MeowlsAPI

/// The back office's main page (`GET /admin/banners`, `GET /admin/sales`): the banners in their order with their
/// children, each moved a place up or down among its siblings, hidden or shown, deleted; the sales in their order,
/// moved and deleted. After each change both lists are read again (a move renumbers the siblings).
public enum AdminMainPageScreen {
  /// Everything the page shows.
  public struct State: Equatable, Sendable {
    public var banners: AdminPhase<[AdminBanner]>
    public var sales: AdminPhase<[AdminSale]>
    public var submission: AdminSubmission

    public init() {
      self.banners = .idle
      self.sales = .idle
      self.submission = .idle
    }

    /// The ids of the level `id` is on, in their order, and that level's parent (nil: the top level).
    func level(of id: Banner.ID) -> (ids: [Banner.ID], parent: Banner.ID?)? {
      let top = (banners.value ?? []).sorted { $0.position < $1.position }
      if top.contains(where: { $0.id == id }) { return (top.map(\.id), nil) }
      for banner in top {
        let children = (banner.children ?? []).sorted { $0.position < $1.position }
        if children.contains(where: { $0.id == id }) { return (children.map(\.id), banner.id) }
      }
      return nil
    }

    /// The sale of `id`, to name where a banner leads.
    public func sale(_ id: Sale.ID?) -> AdminSale? {
      sales.value?.first { $0.id == id }
    }
  }

  /// What happened on the page, alphabetised.
  public enum Action: Equatable, Sendable {
    case appeared
    case bannerDeleteTapped(Banner.ID)
    /// One place earlier (`up`) or later among its siblings.
    case bannerMoveTapped(Banner.ID, up: Bool)
    case bannersResponse(Result<[AdminBanner], APIError>)
    /// The answer to a change: nil when it was made.
    case changeResponse(APIError?)
    case hiddenTapped(Banner.ID, Bool)
    case saleDeleteTapped(Sale.ID)
    case saleMoveTapped(Sale.ID, up: Bool)
    case salesResponse(Result<[AdminSale], APIError>)
  }

  /// Work the runtime performs.
  public enum Effect: Equatable, Sendable {
    case deleteBanner(Banner.ID)
    case deleteSale(Sale.ID)
    case loadBanners
    case loadSales
    case orderBanners(BannerOrder)
    case orderSales(AdminSaleOrder)
    case setHidden(Banner.ID, Bool)
  }

  /// The transition function: pure, no clients, no `await`.
  public static func reduce(_ state: inout State, _ action: Action) -> [Effect] {
    switch action {
    case .appeared:
      state.banners = .loading
      state.sales = .loading
      return [.loadBanners, .loadSales]

    case .bannerDeleteTapped(let id):
      guard state.level(of: id) != nil else { return [] }
      return send(&state, .deleteBanner(id))

    case .bannerMoveTapped(let id, let up):
      guard let (ids, parent) = state.level(of: id), let order = swapped(ids, id, up: up) else { return [] }
      return send(&state, .orderBanners(BannerOrder(bannerIDs: order, parentID: parent)))

    case .bannersResponse(let result):
      state.banners = phase(result)
      return []

    case .changeResponse(let error):
      guard state.submission == .sending else { return [] }
      if let error {
        state.submission = .failed(error)
        return []
      }
      state.submission = .done
      return [.loadBanners, .loadSales]

    case .hiddenTapped(let id, let hidden):
      guard state.level(of: id) != nil else { return [] }
      return send(&state, .setHidden(id, hidden))

    case .saleDeleteTapped(let id):
      guard state.sale(id) != nil else { return [] }
      return send(&state, .deleteSale(id))

    case .saleMoveTapped(let id, let up):
      let ids = (state.sales.value ?? []).sorted { $0.position < $1.position }.map(\.id)
      guard let order = swapped(ids, id, up: up) else { return [] }
      return send(&state, .orderSales(AdminSaleOrder(saleIDs: order)))

    case .salesResponse(let result):
      state.sales = phase(result)
      return []
    }
  }

  /// `ids` with `id` and its neighbour above (`up`) or below swapped; nil at an end or for an id not there.
  static func swapped<ID: Equatable>(_ ids: [ID], _ id: ID, up: Bool) -> [ID]? {
    guard let index = ids.firstIndex(of: id) else { return nil }
    let target = up ? index - 1 : index + 1
    guard ids.indices.contains(target) else { return nil }
    var order = ids
    order.swapAt(index, target)
    return order
  }

  private static func phase<Value>(_ result: Result<Value, APIError>) -> AdminPhase<Value> {
    switch result {
    case .success(let value): .loaded(value)
    case .failure(let error): .failed(error)
    }
  }

  private static func send(_ state: inout State, _ effect: Effect) -> [Effect] {
    guard state.submission != .sending else { return [] }
    state.submission = .sending
    return [effect]
  }
}

extension AdminMainPageScreen {
  /// The clients the page needs, as closures so tests script them.
  public struct Dependencies: Sendable {
    public var banners: @Sendable () async throws(APIError) -> [AdminBanner]
    /// Sends a change effect's request; its answer is read again by the loads that follow.
    public var change: @Sendable (Effect) async throws(APIError) -> Void
    public var sales: @Sendable () async throws(APIError) -> [AdminSale]

    public init(
      banners: @escaping @Sendable () async throws(APIError) -> [AdminBanner],
      change: @escaping @Sendable (Effect) async throws(APIError) -> Void,
      sales: @escaping @Sendable () async throws(APIError) -> [AdminSale]
    ) {
      self.banners = banners
      self.change = change
      self.sales = sales
    }

    public static func live(api: APIClient) -> Self {
      Self(
        banners: { () throws(APIError) in try await api.send(.adminBanners) },
        change: { effect throws(APIError) in
          switch effect {
          case .deleteBanner(let id): _ = try await api.send(.deleteBanner(id))
          case .deleteSale(let id): _ = try await api.send(.deleteSale(id))
          case .orderBanners(let order): _ = try await api.send(.orderBanners(order))
          case .orderSales(let order): _ = try await api.send(.orderSales(order))
          case .setHidden(let id, let hidden): _ = try await api.send(.setBannerHidden(id, hidden))
          case .loadBanners, .loadSales: break
          }
        },
        sales: { () throws(APIError) in try await api.send(.adminSales) })
    }
  }

  /// Performs one effect and answers with the action that reports it.
  public static func perform(_ effect: Effect, with dependencies: Dependencies) async -> Action? {
    switch effect {
    case .loadBanners:
      return .bannersResponse(await result { () throws(APIError) in try await dependencies.banners() })
    case .loadSales:
      return .salesResponse(await result { () throws(APIError) in try await dependencies.sales() })
    case .deleteBanner, .deleteSale, .orderBanners, .orderSales, .setHidden:
      let answer = await result { () throws(APIError) in try await dependencies.change(effect) }
      if case .failure(let error) = answer { return .changeResponse(error) }
      return .changeResponse(nil)
    }
  }
}
