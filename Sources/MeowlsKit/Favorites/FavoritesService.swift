import MeowlsAPI

/// Favourite products: kept on the device for a guest (any number of them, `app.md` §18.6), on the server for a
/// signed-in customer, with optimistic toggles that roll back when the server refuses.
public actor FavoritesService {
  private let api: APIClient
  private let settings: any SettingsStore
  /// The favourite ids and count, readable at once and observable.
  public nonisolated let state: StateStream<FavoritesState>

  /// The service; a guest's favourites are read from `settings` at once.
  public init(api: APIClient, settings: any SettingsStore) {
    self.api = api
    self.settings = settings
    let ids =
      api.credentials.state.value.user?.favoriteItems ?? settings.value([Product.ID].self, forKey: .guestFavorites)
      ?? []
    state = StateStream(FavoritesState(ids: Set(ids)))
  }

  /// Whether a customer is signed in (the guest list otherwise).
  private nonisolated var isSignedIn: Bool { api.credentials.isSignedIn }

  /// Whether a product is a favourite.
  public func isFavorite(_ id: Product.ID) -> Bool {
    state.value.ids.contains(id)
  }

  /// Stars or unstars a product and answers whether it is a favourite now.
  ///
  /// For a customer the heart changes at once and changes back if the server refuses (the error is thrown).
  /// A second tap while the first is on its way is ignored.
  @discardableResult
  public func toggle(_ id: Product.ID) async throws(APIError) -> Bool {
    let current = state.value
    guard !current.pending.contains(id) else { return current.ids.contains(id) }
    let star = !current.ids.contains(id)
    guard isSignedIn else {
      var guestIDs = guestFavorites.filter { $0 != id }
      if star { guestIDs.insert(id, at: 0) }
      settings.setValue(guestIDs, forKey: .guestFavorites)
      state.update { $0.ids = Set(guestIDs) }
      return star
    }
    state.update { state in
      state.pending.insert(id)
      if star { state.ids.insert(id) } else { state.ids.remove(id) }
    }
    do {
      _ = try await api.send(star ? .star([id]) : .unstar([id]))
      state.update { $0.pending.remove(id) }
      return star
    } catch {
      state.update { state in
        state.pending.remove(id)
        if star { state.ids.remove(id) } else { state.ids.insert(id) }
      }
      throw error
    }
  }

  /// One page of the favourites list: the server's for a customer; for a guest, the stored ids (newest first)
  /// cut into pages and fetched with `products_ids`. Pass it to a `Paginator`.
  public func page(_ number: Int, perPage: Int) async throws(APIError) -> Page<Product> {
    guard !isSignedIn else {
      return try await api.send(.favorites(page: PageRequest(page: number, perPage: perPage)))
    }
    let ids = guestFavorites
    let start = min(max(number - 1, 0) * perPage, ids.count)
    let slice = Array(ids[start..<min(start + perPage, ids.count)])
    let nextPage = start + perPage < ids.count ? number + 1 : nil
    let info = PaginationInfo(nextPage: nextPage, page: number, perPage: perPage, totalCount: ids.count)
    guard !slice.isEmpty else { return Page(paginationInfo: info, results: []) }
    let found = try await api.send(.products(.productIDs(slice), page: PageRequest(page: 1, perPage: slice.count)))
    let byID = Dictionary(found.results.map { ($0.id, $0) }) { first, _ in first }
    return Page(paginationInfo: info, results: slice.compactMap { byID[$0] })
  }

  /// Reloads a customer's favourite ids from the profile (`GET /users`).
  public func reload() async throws(APIError) {
    guard isSignedIn else { return }
    let user = try await api.send(.userProfile)
    state.update { $0.ids = Set(user.favoriteItems ?? []) }
  }

  /// Stars every guest favourite on the account in one request (a 208 for ids already starred is a success).
  /// On success the guest list is cleared; on failure it stays for the next attempt.
  public func mergeGuestFavorites() async -> MergeStatus<Int> {
    let ids = guestFavorites
    guard !ids.isEmpty else { return .nothingToMerge }
    do {
      // NB: oldest first, so that a server ordering favourites by the time they were starred lists the guest's
      // newest favourite first, as the guest saw it.
      _ = try await api.send(.star(ids.reversed()))
    } catch {
      return .failed(error)
    }
    settings.setValue([Product.ID]?.none, forKey: .guestFavorites)
    state.update { $0.ids.formUnion(ids) }
    return .merged(ids.count)
  }

  /// A session started: the account's favourites (`favorite_items` of the login answer).
  public func signedIn(_ user: User) {
    state.send(FavoritesState(ids: Set(user.favoriteItems ?? [])))
  }

  /// The session ended: back to the guest list (empty unless a merge failed).
  public func signedOut() {
    state.send(FavoritesState(ids: Set(guestFavorites)))
  }

  private var guestFavorites: [Product.ID] {
    settings.value([Product.ID].self, forKey: .guestFavorites) ?? []
  }
}
