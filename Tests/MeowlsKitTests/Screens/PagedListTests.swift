import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Each test keeps the expected whole list next to the real one and compares it after every step.
@Suite struct PagedListTests {
  typealias List = PagedList<Product>

  static let error = APIError.transport(.notConnected)
  static func items(_ numbers: [Int]) -> [Product] { numbers.map(Fixtures.product) }
  static func id(_ n: Int) -> Product.ID { Fixtures.productID(n) }
  static func page(_ numbers: [Int], page: Int, next: Int?) -> Result<Page<Product>, APIError> {
    .success(Fixtures.page(numbers, page: page, next: next))
  }

  func step(
    _ list: inout List, _ change: (inout List) -> Int?, fetches page: Int?, _ expected: List,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let fetched = change(&list)
    #expect(fetched == page, sourceLocation: sourceLocation)
    #expect(list == expected, sourceLocation: sourceLocation)
  }

  func receive(
    _ list: inout List, page: Int, _ result: Result<Page<Product>, APIError>, accepted: Bool, _ expected: List,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let wasAccepted = list.receive(page: page, result)
    #expect(wasAccepted == accepted, sourceLocation: sourceLocation)
    #expect(list == expected, sourceLocation: sourceLocation)
  }

  @Test func startsIdleAndEmpty() {
    #expect(List() == List(items: [], nextPage: nil, phase: .idle, request: nil))
    #expect(List.prefetchDistance == 4)
  }

  @Test func pagesFollowToTheEndAppendedWithoutRepeats() {
    var list = List()
    step(&list, { $0.refresh() }, fetches: 1, List(phase: .loading, request: 1))
    step(&list, { $0.refresh() }, fetches: nil, List(phase: .loading, request: 1))
    receive(
      &list, page: 1, Self.page([1, 2, 3, 4, 5, 6], page: 1, next: 2), accepted: true,
      List(items: Self.items([1, 2, 3, 4, 5, 6]), nextPage: 2, phase: .loaded))
    let six = list
    step(&list, { $0.itemAppeared(Self.id(2)) }, fetches: nil, six)
    step(&list, { $0.itemAppeared(Self.id(99)) }, fetches: nil, six)
    let more = List(items: Self.items([1, 2, 3, 4, 5, 6]), nextPage: 2, phase: .loadingMore, request: 2)
    step(&list, { $0.itemAppeared(Self.id(3)) }, fetches: 2, more)
    step(&list, { $0.itemAppeared(Self.id(6)) }, fetches: nil, more)
    step(&list, { $0.retry() }, fetches: nil, more)
    receive(
      &list, page: 2, Self.page([5, 6, 7, 7, 8], page: 2, next: 3), accepted: true,
      List(items: Self.items([1, 2, 3, 4, 5, 6, 7, 8]), nextPage: 3, phase: .loaded))
    step(
      &list, { $0.itemAppeared(Self.id(8)) }, fetches: 3,
      List(
        items: Self.items([1, 2, 3, 4, 5, 6, 7, 8]), nextPage: 3, phase: .loadingMore, request: 3))
    receive(
      &list, page: 3, Self.page([9], page: 3, next: nil), accepted: true,
      List(items: Self.items([1, 2, 3, 4, 5, 6, 7, 8, 9]), phase: .loaded))
    let all = list
    step(&list, { $0.itemAppeared(Self.id(9)) }, fetches: nil, all)
    step(&list, { $0.retry() }, fetches: nil, all)
  }

  @Test func aRepeatedOrEarlierNextPageEndsTheList() {
    var list = List(items: Self.items([1]), nextPage: 2, phase: .loadingMore, request: 2)
    receive(
      &list, page: 2, Self.page([2], page: 2, next: 2), accepted: true,
      List(items: Self.items([1, 2]), phase: .loaded))
    var first = List(phase: .loading, request: 1)
    receive(
      &first, page: 1, Self.page([1], page: 1, next: 1), accepted: true, List(items: Self.items([1]), phase: .loaded))
  }

  @Test func anEmptyFirstPageIsTheEmptyPhaseAndRefreshesWithASpinner() {
    var list = List(phase: .loading, request: 1)
    receive(&list, page: 1, Self.page([], page: 1, next: nil), accepted: true, List(phase: .empty))
    step(&list, { $0.itemAppeared(Self.id(1)) }, fetches: nil, List(phase: .empty))
    step(&list, { $0.retry() }, fetches: nil, List(phase: .empty))
    step(&list, { $0.refresh() }, fetches: 1, List(phase: .loading, request: 1))
  }

  @Test func aFailedFirstPageIsRetriedOnceAtATime() {
    var list = List(phase: .loading, request: 1)
    receive(&list, page: 1, .failure(Self.error), accepted: true, List(phase: .failed(Self.error)))
    step(&list, { $0.itemAppeared(Self.id(1)) }, fetches: nil, List(phase: .failed(Self.error)))
    step(&list, { $0.retry() }, fetches: 1, List(phase: .loading, request: 1))
    step(&list, { $0.retry() }, fetches: nil, List(phase: .loading, request: 1))
    receive(&list, page: 1, .failure(Self.error), accepted: true, List(phase: .failed(Self.error)))
    step(&list, { $0.refresh() }, fetches: 1, List(phase: .loading, request: 1))
  }

  @Test func aFailedFurtherPageKeepsTheItemsAndRetriesThatPage() {
    var list = List(items: Self.items([1, 2]), nextPage: 3, phase: .loadingMore, request: 3)
    let failed = List(items: Self.items([1, 2]), nextPage: 3, phase: .loadingMoreFailed(Self.error))
    receive(&list, page: 3, .failure(Self.error), accepted: true, failed)
    step(&list, { $0.itemAppeared(Self.id(2)) }, fetches: nil, failed)
    let again = List(items: Self.items([1, 2]), nextPage: 3, phase: .loadingMore, request: 3)
    step(&list, { $0.retry() }, fetches: 3, again)
    step(&list, { $0.retry() }, fetches: nil, again)
    receive(
      &list, page: 3, Self.page([3], page: 3, next: nil), accepted: true,
      List(items: Self.items([1, 2, 3]), phase: .loaded))
  }

  @Test func staleAndUnaskedAnswersAreDropped() {
    var idle = List()
    receive(&idle, page: 1, Self.page([1], page: 1, next: nil), accepted: false, List())
    var list = List(items: Self.items([1]), nextPage: 2, phase: .loadingMore, request: 2)
    let refreshing = List(items: Self.items([1]), nextPage: 2, phase: .refreshing, request: 1)
    step(&list, { $0.refresh() }, fetches: 1, refreshing)
    receive(&list, page: 2, Self.page([2], page: 2, next: nil), accepted: false, refreshing)
    receive(&list, page: 2, .failure(Self.error), accepted: false, refreshing)
    receive(
      &list, page: 1, Self.page([3, 1], page: 1, next: nil), accepted: true,
      List(items: Self.items([3, 1]), phase: .loaded))
    receive(
      &list, page: 1, Self.page([4], page: 1, next: nil), accepted: false,
      List(items: Self.items([3, 1]), phase: .loaded))
  }

  @Test func aQuietRefreshReplacesTheListOrKeepsItOnFailure() {
    var list = List(items: Self.items([1, 2]), nextPage: 2, phase: .loaded)
    let refreshing = List(items: Self.items([1, 2]), nextPage: 2, phase: .refreshing, request: 1)
    step(&list, { $0.refresh() }, fetches: 1, refreshing)
    step(&list, { $0.refresh() }, fetches: nil, refreshing)
    step(&list, { $0.itemAppeared(Self.id(2)) }, fetches: nil, refreshing)
    step(&list, { $0.retry() }, fetches: nil, refreshing)
    receive(
      &list, page: 1, .failure(Self.error), accepted: true,
      List(items: Self.items([1, 2]), nextPage: 2, phase: .loaded))
    var failedMore = List(items: Self.items([1, 2]), nextPage: 2, phase: .loadingMoreFailed(Self.error))
    step(&failedMore, { $0.refresh() }, fetches: 1, refreshing)
    receive(&failedMore, page: 1, Self.page([], page: 1, next: nil), accepted: true, List(phase: .empty))
  }

  @Test func reloadForgetsTheListWhateverItIsDoing() {
    var list = List(items: Self.items([1, 2]), nextPage: 2, phase: .loadingMore, request: 2)
    step(&list, { $0.reload() }, fetches: 1, List(phase: .loading, request: 1))
    step(&list, { $0.reload() }, fetches: 1, List(phase: .loading, request: 1))
    receive(&list, page: 2, Self.page([3], page: 2, next: nil), accepted: false, List(phase: .loading, request: 1))
    var refreshing = List(items: Self.items([1]), phase: .refreshing, request: 1)
    step(&refreshing, { $0.reload() }, fetches: 1, List(phase: .loading, request: 1))
    receive(&refreshing, page: 1, .failure(Self.error), accepted: true, List(phase: .failed(Self.error)))
  }
}
