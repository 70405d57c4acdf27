import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

@Suite struct PaginatorTests {
  /// A paginator over `pages` (by number) that records every fetch.
  static func paginator(
    _ pages: [Int: Page<Product>], gate: Gate? = nil, fetches: Recorder<Int> = Recorder()
  ) -> Paginator<Product> {
    Paginator { page, perPage throws(APIError) in
      fetches.append(page)
      await gate?.wait()
      guard perPage == 20, let answer = pages[page] else { throw APIError.transport(.notConnected) }
      return answer
    }
  }

  @Test func emptyListIsExhaustedAfterOneFetch() async {
    let fetches = Recorder<Int>()
    let paginator = Self.paginator([1: Fixtures.page([], page: 1, next: nil, total: 0)], fetches: fetches)
    await paginator.loadNextPage()
    await paginator.loadNextPage()
    #expect(paginator.state.value == PaginatorState(items: [], nextPage: nil, phase: .exhausted))
    #expect(fetches.values == [1])
  }

  @Test func singlePageIsExhausted() async {
    let paginator = Self.paginator([1: Fixtures.page([1, 2, 3], page: 1, next: nil, total: 3)])
    await paginator.loadNextPage()
    #expect(
      paginator.state.value == PaginatorState(items: [1, 2, 3].map(Fixtures.product), nextPage: nil, phase: .exhausted))
  }

  @Test func laterPagesAreAppendedNotReplacingTheFirst() async {
    let fetches = Recorder<Int>()
    let paginator = Self.paginator(
      [
        1: Fixtures.page(Array(1...20), page: 1, next: 2), 2: Fixtures.page(Array(21...40), page: 2, next: 3),
        3: Fixtures.page([41], page: 3, next: nil),
      ], fetches: fetches)
    await paginator.loadNextPage()
    await paginator.loadNextPage()
    await paginator.loadNextPage()
    #expect(
      paginator.state.value == PaginatorState(items: (1...41).map(Fixtures.product), nextPage: nil, phase: .exhausted))
    #expect(fetches.values == [1, 2, 3])
  }

  @Test func itemsRepeatedOnALaterPageAreListedOnce() async {
    let paginator = Self.paginator([
      1: Fixtures.page([1, 2, 3], page: 1, next: 2), 2: Fixtures.page([3, 4, 4, 1, 5], page: 2, next: nil),
    ])
    await paginator.loadNextPage()
    await paginator.loadNextPage()
    #expect(paginator.state.value.items == [1, 2, 3, 4, 5].map(Fixtures.product))
  }

  @Test func callsWhileALoadRunsStartNoSecondLoad() async {
    let started = Gate(opensAfter: 1)
    let release = Gate(opensAfter: 1)
    let fetches = Recorder<Int>()
    let paginator = Paginator<Product> { page, _ throws(APIError) in
      fetches.append(page)
      await started.arrive()
      await release.wait()
      return Fixtures.page([1], page: page, next: page + 1)
    }
    async let first: Void = paginator.loadNextPage()
    await started.wait()
    await paginator.loadNextPage()
    await paginator.loadNextPage()
    #expect(fetches.values == [1])
    await release.arrive()
    await first
    #expect(fetches.values == [1])
    #expect(paginator.state.value == PaginatorState(items: [Fixtures.product(1)], nextPage: 2, phase: .idle))
  }

  @Test func loadingShowsInThePhase() async {
    let gate = Gate(opensAfter: 1)
    let paginator = Self.paginator([1: Fixtures.page([1], page: 1, next: 2)], gate: gate)
    async let load: Void = paginator.loadNextPage()
    var states = paginator.state.values().makeAsyncIterator()
    while await states.next()?.phase != .loadingFirstPage {}
    await gate.arrive()
    await load
    #expect(paginator.state.value == PaginatorState(items: [Fixtures.product(1)], nextPage: 2, phase: .idle))
  }

  @Test func failureKeepsTheItemsAndTheNextLoadRetriesTheSamePage() async {
    let fetches = Recorder<Int>()
    let paginator = Self.paginator([1: Fixtures.page([1], page: 1, next: 2)], fetches: fetches)
    await paginator.loadNextPage()
    await paginator.loadNextPage()
    #expect(
      paginator.state.value
        == PaginatorState(items: [Fixtures.product(1)], nextPage: 2, phase: .failed(.transport(.notConnected))))
    await paginator.loadNextPage()
    #expect(fetches.values == [1, 2, 2])
  }

  @Test func refreshReloadsFromTheFirstPageAndReplacesTheItems() async {
    let version = Counter()
    let paginator = Paginator<Product> { page, _ throws(APIError) in
      page == 1 && version.count > 0
        ? Fixtures.page([9, 1], page: 1, next: nil)
        : Fixtures.page(page == 1 ? [1, 2] : [3], page: page, next: page == 1 ? 2 : nil)
    }
    await paginator.loadNextPage()
    await paginator.loadNextPage()
    _ = version.next()
    await paginator.refresh()
    #expect(
      paginator.state.value == PaginatorState(items: [9, 1].map(Fixtures.product), nextPage: nil, phase: .exhausted))
  }

  @Test func loadMoreStartsOnlyNearTheEnd() async {
    let fetches = Recorder<Int>()
    let paginator = Self.paginator(
      [1: Fixtures.page(Array(1...20), page: 1, next: 2), 2: Fixtures.page([21], page: 2, next: nil)], fetches: fetches)
    await paginator.loadNextPage()
    await paginator.loadMoreIfNeeded(currentItem: Fixtures.product(3))
    #expect(fetches.values == [1])
    await paginator.loadMoreIfNeeded(currentItem: Fixtures.product(16))
    #expect(fetches.values == [1, 2])
    await paginator.loadMoreIfNeeded(currentItem: Fixtures.product(21))
    #expect(fetches.values == [1, 2])
  }

  @Test func resetForgetsEverythingAndDropsALateAnswer() async {
    let gate = Gate(opensAfter: 1)
    let paginator = Self.paginator([1: Fixtures.page([1], page: 1, next: 2)], gate: gate)
    async let load: Void = paginator.loadNextPage()
    var states = paginator.state.values().makeAsyncIterator()
    while await states.next()?.phase != .loadingFirstPage {}
    await paginator.reset()
    await gate.arrive()
    await load
    #expect(paginator.state.value == PaginatorState())
  }
}
