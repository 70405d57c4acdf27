import MeowlsAPI

/// A list a screen loads page by page (`app.md` §5, §18.6–7 fixed), as a pure value: the Listing, Favorites and
/// Orders screens hold one and let it decide which page to fetch.
///
/// Each mutating function answers the page to fetch now, or `nil` when there is nothing to fetch (a tap while a
/// page is on its way, the end of the list); the screen turns that number into its own fetch effect. Only one
/// page is awaited at a time (`request`): an answer for any other page is stale and `receive` drops it. Items
/// already listed are dropped by id, and only a later page counts as a next page, so a server that repeats a page
/// cannot loop the list (as `Paginator`, the async form for code outside screens).
public struct PagedList<Item: Identifiable & Equatable & Sendable>: Equatable, Sendable {
  /// What the list is doing; the phases exclude each other.
  public enum Phase: Equatable, Sendable {
    /// The first page came back without items.
    case empty
    /// The first page failed; the screen shows the error and a retry button.
    case failed(APIError)
    case idle
    /// Pages are listed; more may follow.
    case loaded
    /// The first page is on its way and nothing is listed.
    case loading
    /// A further page failed; the listed items stay, with a retry row.
    case loadingMoreFailed(APIError)
    /// A further page is on its way.
    case loadingMore
    /// The list is listed and its first page is being reloaded quietly; the answer replaces it.
    case refreshing
  }

  /// How close to the end (in items) an appearing item has to be for the next page to load.
  public static var prefetchDistance: Int { 4 }

  /// The items listed so far, each id once, in the server's order.
  public var items: [Item]
  /// The page after the last one listed, if any.
  public var nextPage: Int?
  /// What the list is doing.
  public var phase: Phase
  /// The page whose answer the list waits for; an answer for any other page is stale.
  public var request: Int?

  /// A list; by default one that has not loaded anything yet.
  public init(items: [Item] = [], nextPage: Int? = nil, phase: Phase = .idle, request: Int? = nil) {
    self.items = items
    self.nextPage = nextPage
    self.phase = phase
    self.request = request
  }

  /// Forgets every item and loads page 1 with a spinner: what is listed has changed (another filter, another
  /// sort, a full reload). A page still on its way becomes stale.
  public mutating func reload() -> Int {
    items = []
    nextPage = nil
    return load(page: 1)
  }

  /// Loads page 1 again: with a spinner when nothing is listed, quietly over a listed list (pull to refresh, the
  /// screen reappearing), whose items stay until the answer replaces them. `nil` while page 1 is already on its
  /// way; a further page on its way becomes stale.
  public mutating func refresh() -> Int? {
    switch phase {
    case .loading, .refreshing:
      return nil
    case .loaded, .loadingMore, .loadingMoreFailed:
      phase = .refreshing
      request = 1
      return 1
    case .empty, .failed, .idle:
      return load(page: 1)
    }
  }

  /// The item `id` is about to appear: the next page when it is one of the last `prefetchDistance` items, the
  /// list is idle and has a next page.
  public mutating func itemAppeared(_ id: Item.ID) -> Int? {
    guard phase == .loaded, let next = nextPage, let index = items.firstIndex(where: { $0.id == id }),
      index >= items.count - Self.prefetchDistance
    else { return nil }
    return load(page: next)
  }

  /// Retries the page that failed: page 1 after `failed`, the next page after `loadingMoreFailed`; otherwise
  /// nothing (a retry while loading, say).
  public mutating func retry() -> Int? {
    switch phase {
    case .failed: return load(page: 1)
    case .loadingMoreFailed: return nextPage.map { load(page: $0) }
    default: return nil
    }
  }

  /// Takes the answer for `page`; answers whether it was the awaited one (otherwise it is dropped and nothing
  /// changes). Page 1 replaces the items, a later page is appended without repeats; a failed quiet refresh keeps
  /// the list as it was.
  @discardableResult
  public mutating func receive(page: Int, _ result: Result<Page<Item>, APIError>) -> Bool
  where Item: Codable {
    guard page == request else { return false }
    request = nil
    switch result {
    case .success(let answer):
      let kept = page == 1 ? [] : items
      var listed = Set(kept.map(\.id))
      items = kept + answer.results.filter { listed.insert($0.id).inserted }
      // NB: only a later page counts, so a server that repeats a page cannot loop the list.
      nextPage = answer.paginationInfo.nextPage.flatMap { $0 > page ? $0 : nil }
      phase = items.isEmpty ? .empty : .loaded
    case .failure where page == 1 && phase == .refreshing: phase = .loaded
    case .failure(let error) where page == 1: phase = .failed(error)
    case .failure(let error): phase = .loadingMoreFailed(error)
    }
    return true
  }

  private mutating func load(page: Int) -> Int {
    request = page
    phase = page == 1 ? .loading : .loadingMore
    return page
  }
}
