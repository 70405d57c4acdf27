import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct SalesScreenTests {
  typealias S = SalesScreen

  static let error = APIError.transport(.notConnected)

  static func sale(_ n: Int) -> Sale {
    Sale(
      code: "s\(n)", disclaimer: "", endDate: Date(timeIntervalSince1970: 1_900_000_000),
      id: Sale.ID(UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", n))!), saleType: .online,
      startDate: Date(timeIntervalSince1970: 1_800_000_000), title: "Акция \(n)")
  }

  static func page(_ sales: [Sale], page: Int, next: Int?) -> Page<Sale> {
    Page(paginationInfo: PaginationInfo(nextPage: next, page: page, perPage: 20, totalCount: 30), results: sales)
  }

  func step(
    _ state: inout S.State, _ action: S.Action, _ expected: S.State, _ effects: [S.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(S.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func theFirstPageLoadsOnceAndTheNextWhenTheLastSalesAppear() {
    var state = S.State()
    step(&state, .viewAppeared, S.State(list: PagedList(phase: .loading, request: 1)), [.fetchSales(page: 1)])
    step(&state, .viewAppeared, S.State(list: PagedList(phase: .loading, request: 1)), [])
    let first = (1...5).map(Self.sale)
    let loaded = S.State(list: PagedList(items: first, nextPage: 2, phase: .loaded))
    step(&state, .salesResponse(page: 1, .success(Self.page(first, page: 1, next: 2))), loaded, [])
    step(&state, .saleAppeared(first[0].id), loaded, [])
    step(
      &state, .saleAppeared(first[4].id),
      S.State(list: PagedList(items: first, nextPage: 2, phase: .loadingMore, request: 2)),
      [.fetchSales(page: 2)])
    let second = [Self.sale(6), Self.sale(1)]
    step(
      &state, .salesResponse(page: 2, .success(Self.page(second, page: 2, next: nil))),
      S.State(list: PagedList(items: first + [Self.sale(6)], nextPage: nil, phase: .loaded)), [])
  }

  @Test func aTapOpensTheSaleItListsAndNothingElse() {
    var state = S.State(list: PagedList(items: [Self.sale(1)], phase: .loaded))
    let expected = state
    step(&state, .saleTapped(Self.sale(1).id), expected, [.navigate(.sale(Self.sale(1).id))])
    step(&state, .saleTapped(Self.sale(2).id), expected, [])
  }

  @Test func aFailedFirstPageIsRetriedAndNoSalesIsEmpty() {
    var state = S.State(list: PagedList(phase: .loading, request: 1))
    step(
      &state, .salesResponse(page: 1, .failure(Self.error)), S.State(list: PagedList(phase: .failed(Self.error))), [])
    step(&state, .retryTapped, S.State(list: PagedList(phase: .loading, request: 1)), [.fetchSales(page: 1)])
    step(
      &state, .salesResponse(page: 1, .success(Self.page([], page: 1, next: nil))),
      S.State(list: PagedList(phase: .empty)), [])
  }

  @Test func aStaleAnswerIsIgnored() {
    var state = S.State(list: PagedList(phase: .loading, request: 1))
    let expected = state
    step(&state, .salesResponse(page: 3, .success(Self.page([Self.sale(1)], page: 3, next: nil))), expected, [])
  }
}
