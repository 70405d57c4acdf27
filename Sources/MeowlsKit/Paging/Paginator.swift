import MeowlsAPI

/// A list loaded page by page, generic over its items and blind to endpoints: it is built from one closure that
/// fetches a page (`app.md` §5, with §18.6–7 fixed).
///
/// Pages of 20 are asked for by number, starting at 1 and following `next_page` until it is absent. Every page is
/// appended (never replacing the first), items already listed are dropped by id, and only one load runs at a time:
/// a call while one runs returns at once (the running load publishes its result). `refresh()` reloads from page 1 and replaces
/// the items when the new first page arrives; `reset()` forgets everything.
public actor Paginator<Item: Codable & Hashable & Identifiable & Sendable> where Item.ID: Sendable {
  /// Fetches page `page` (1-based) of `perPage` items.
  public typealias FetchPage = @Sendable (_ page: Int, _ perPage: Int) async throws(APIError) -> Page<Item>

  /// The page size of every MEOWLS list.
  public static var defaultPageSize: Int { 20 }

  private let fetchPage: FetchPage
  private var generation = 0
  private var load: Task<Void, Never>?
  /// How close to the end of the list (in items) `loadMoreIfNeeded` starts the next page.
  public let prefetchDistance: Int
  /// Items per page.
  public let pageSize: Int
  /// The items and phase, readable at once and observable.
  public nonisolated let state = StateStream(PaginatorState<Item>())

  /// A paginator over `fetchPage`.
  public init(pageSize: Int = defaultPageSize, prefetchDistance: Int = 5, fetchPage: @escaping FetchPage) {
    self.fetchPage = fetchPage
    self.pageSize = pageSize
    self.prefetchDistance = prefetchDistance
  }

  /// Loads the next page (the first one on an empty list); does nothing while a load runs or after the last page.
  public func loadNextPage() async {
    guard load == nil else { return }
    let current = state.value
    guard let page = current.nextPage else { return }
    await run(page: page, replacing: current.items.isEmpty)
  }

  /// Loads the next page when `currentItem` (a row about to appear) is near the end of the list and the list is
  /// not finished or loading: call it from each row's appearance.
  public func loadMoreIfNeeded(currentItem: Item) async {
    let current = state.value
    guard load == nil, current.nextPage != nil, current.phase != .exhausted,
      let index = current.items.lastIndex(where: { $0.id == currentItem.id }),
      index >= current.items.count - prefetchDistance
    else { return }
    await loadNextPage()
  }

  /// Reloads from page 1; the old items stay on screen until the new first page replaces them. A load running
  /// now is superseded: its answer is dropped.
  public func refresh() async {
    generation += 1
    load = nil
    state.update { $0.nextPage = 1 }
    await run(page: 1, replacing: true)
  }

  /// Forgets every item and page, and drops the answer of a load running now.
  public func reset() {
    generation += 1
    load = nil
    state.send(PaginatorState())
  }

  private func run(page: Int, replacing: Bool) async {
    let generation = generation
    state.update { $0.phase = replacing ? .loadingFirstPage : .loadingNextPage }
    let fetchPage = fetchPage
    let pageSize = pageSize
    let task = Task {
      let result: Result<Page<Item>, APIError>
      do throws(APIError) {
        result = .success(try await fetchPage(page, pageSize))
      } catch {
        result = .failure(error)
      }
      self.finish(result, page: page, replacing: replacing, generation: generation)
    }
    load = task
    await task.value
  }

  private func finish(_ result: Result<Page<Item>, APIError>, page: Int, replacing: Bool, generation: Int) {
    guard generation == self.generation else { return }
    load = nil
    switch result {
    case .failure(let error):
      state.update { $0.phase = .failed(error) }
    case .success(let answer):
      state.update { state in
        var items = replacing ? [] : state.items
        var seen = Set(items.map(\.id))
        for item in answer.results where seen.insert(item.id).inserted { items.append(item) }
        state.items = items
        // NB: only a later page counts as a next page, so a server that repeats a page cannot loop the list.
        state.nextPage = answer.paginationInfo.nextPage.flatMap { $0 > page ? $0 : nil }
        state.phase = state.nextPage == nil ? .exhausted : .idle
      }
    }
  }
}
