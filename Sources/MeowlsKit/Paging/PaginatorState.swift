/// What a paginated list shows.
public struct PaginatorState<Item: Sendable & Hashable>: Hashable, Sendable {
  /// Where the list is.
  public enum Phase: Hashable, Sendable {
    /// Every page is loaded.
    case exhausted
    /// The last load failed; `loadMoreIfNeeded` and `loadNextPage` try the same page again.
    case failed(APIError)
    /// More pages may follow; nothing is loading.
    case idle
    /// The first page is loading (the list is empty or being replaced by a refresh).
    case loadingFirstPage
    /// A further page is loading.
    case loadingNextPage
  }

  /// The items so far, each id once, in server order.
  public var items: [Item]
  /// The page the next load asks for; nil when there is none.
  public var nextPage: Int?
  /// Where the list is.
  public var phase: Phase

  /// A state.
  public init(items: [Item] = [], nextPage: Int? = 1, phase: Phase = .idle) {
    self.items = items
    self.nextPage = nextPage
    self.phase = phase
  }

  /// Whether a load is running.
  public var isLoading: Bool { phase == .loadingFirstPage || phase == .loadingNextPage }
}
