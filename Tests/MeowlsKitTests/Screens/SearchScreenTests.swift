import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct SearchScreenTests {
  typealias S = SearchScreen

  static let error = APIError.transport(.notConnected)
  static let category = Category(code: "food", hasChildren: false, id: Category.ID(UUID()), name: "Корм")
  static let productID = Fixtures.productID(7)
  static let saleID = Sale.ID(UUID())

  static let categoryHit = SearchSuggestion(
    redirect: Redirect(productsSet: ProductsSet(category: category, name: "Корм"), type: .productsCollection),
    text: "Корм")
  static let productHit = SearchSuggestion(
    redirect: Redirect(objectID: productID.rawValue, objectType: .product, type: .object), text: "Товар 7")
  static let saleHit = SearchSuggestion(
    redirect: Redirect(objectID: saleID.rawValue, objectType: .sale, type: .object), text: "Скидки")
  static let queryHit = SearchSuggestion(
    redirect: Redirect(productsSet: ProductsSet(name: "Миски", query: "миска"), type: .productsCollection),
    text: "Миски")

  func step(
    _ state: inout S.State, _ action: S.Action, _ expected: S.State, _ effects: [S.Effect],
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    assertStep(S.reduce, &state, action, state: expected, effects: effects, sourceLocation: sourceLocation)
  }

  @Test func appearingLoadsHistoryAndPopularQueriesOnce() {
    var state = S.State()
    step(&state, .viewAppeared, S.State(popular: .loading), [.loadHistory, .fetchPopular])
    step(&state, .historyLoaded(["миска"]), S.State(history: ["миска"], popular: .loading), [])
    step(
      &state, .popularResponse(.success([Self.categoryHit])),
      S.State(history: ["миска"], popular: .loaded([Self.categoryHit])), [])
    step(&state, .viewAppeared, S.State(history: ["миска"], popular: .loaded([Self.categoryHit])), [.loadHistory])
    step(
      &state, .popularResponse(.failure(Self.error)),
      S.State(history: ["миска"], popular: .loaded([Self.categoryHit])), [])
  }

  @Test func popularQueriesThatFailHideTheBlock() {
    var state = S.State(popular: .loading)
    step(&state, .popularResponse(.failure(Self.error)), S.State(popular: .failed(Self.error)), [])
  }

  @Test func typingDebouncesAndIgnoresAStaleDebounce() {
    var state = S.State()
    step(&state, .queryChanged("ко"), S.State(phase: .debouncing("ко"), query: "ко"), [.debounce("ко")])
    step(&state, .queryChanged(" корм "), S.State(phase: .debouncing("корм"), query: "корм"), [.debounce("корм")])
    step(&state, .queryChanged("корм\n"), S.State(phase: .debouncing("корм"), query: "корм"), [])
    step(&state, .debounceElapsed("ко"), S.State(phase: .debouncing("корм"), query: "корм"), [])
    step(&state, .debounceElapsed("корм"), S.State(phase: .loading("корм"), query: "корм"), [.fetchSuggestions("корм")])
    step(
      &state, .suggestionsResponse(query: "корм", .success([Self.categoryHit, Self.productHit])),
      S.State(phase: .suggestions("корм", [Self.categoryHit, Self.productHit]), query: "корм"), [])
  }

  @Test func nothingFoundIsItsOwnPhase() {
    var state = S.State(phase: .loading("zzz"), query: "zzz")
    step(
      &state, .suggestionsResponse(query: "zzz", .success([])), S.State(phase: .nothingFound("zzz"), query: "zzz"), [])
  }

  @Test func aFailureCanBeRetriedOnceAtATime() {
    var state = S.State(phase: .loading("корм"), query: "корм")
    step(
      &state, .suggestionsResponse(query: "корм", .failure(Self.error)),
      S.State(phase: .failed("корм", Self.error), query: "корм"), [])
    step(&state, .retryTapped, S.State(phase: .loading("корм"), query: "корм"), [.fetchSuggestions("корм")])
    step(&state, .retryTapped, S.State(phase: .loading("корм"), query: "корм"), [])
    step(
      &state, .suggestionsResponse(query: "корм", .success([Self.productHit])),
      S.State(phase: .suggestions("корм", [Self.productHit]), query: "корм"), [])
  }

  @Test func anAnswerForAnOlderQueryIsIgnored() {
    var state = S.State(phase: .loading("ко"), query: "ко")
    step(&state, .queryChanged("корм"), S.State(phase: .debouncing("корм"), query: "корм"), [.debounce("корм")])
    step(
      &state, .suggestionsResponse(query: "ко", .success([Self.categoryHit])),
      S.State(phase: .debouncing("корм"), query: "корм"), [])
  }

  @Test func clearingTheTextReturnsToHistoryAndPopular() {
    var state = S.State(history: ["a"], phase: .suggestions("корм", [Self.productHit]), query: "корм")
    step(&state, .queryChanged("  "), S.State(history: ["a"], phase: .idle, query: ""), [])
    step(&state, .showAllResultsTapped, S.State(history: ["a"], phase: .idle, query: ""), [])
  }

  @Test func showAllResultsRecordsTheQueryAndOpensItsListing() {
    var state = S.State(history: ["миска", "КОРМ"], phase: .suggestions("корм", [Self.productHit]), query: "корм")
    step(
      &state, .showAllResultsTapped,
      S.State(history: ["корм", "миска"], phase: .suggestions("корм", [Self.productHit]), query: "корм"),
      [.recordQuery("корм"), .navigate(.results("корм"))])
  }

  @Test func eachSuggestionOpensWhereItsRedirectPoints() {
    let base = S.State(phase: .suggestions("к", []), query: "к")
    let cases: [(SearchSuggestion, S.Route)] = [
      (Self.categoryHit, .category(Self.category.id)), (Self.productHit, .product(Self.productID)),
      (Self.saleHit, .sale(Self.saleID)), (Self.queryHit, .results("миска")),
      (SearchSuggestion(redirect: Redirect(type: .object), text: "без цели"), .results("без цели")),
    ]
    for (suggestion, route) in cases {
      var state = base
      var expected = base
      expected.history = ["к"]
      step(&state, .suggestionTapped(suggestion), expected, [.recordQuery("к"), .navigate(route)])
    }
  }

  @Test func aPopularQueryIsRecordedUnderItsOwnText() {
    var state = S.State(popular: .loaded([Self.categoryHit]))
    step(
      &state, .popularQueryTapped(Self.categoryHit),
      S.State(history: ["Корм"], popular: .loaded([Self.categoryHit])),
      [.recordQuery("Корм"), .navigate(.category(Self.category.id))])
  }

  @Test func aHistoryQuerySearchesAtOnceAndHistoryCanBeCleared() {
    var state = S.State(history: ["миска", "корм"])
    step(
      &state, .historyQueryTapped("миска"),
      S.State(history: ["миска", "корм"], phase: .loading("миска"), query: "миска"),
      [.fetchSuggestions("миска")])
    step(&state, .clearHistoryTapped, S.State(phase: .loading("миска"), query: "миска"), [.clearHistory])
    step(&state, .clearHistoryTapped, S.State(phase: .loading("миска"), query: "миска"), [])
  }

  @Test func cancelCloses() {
    var state = S.State(query: "к")
    step(&state, .cancelTapped, S.State(query: "к"), [.navigate(.close)])
  }

  @MainActor @Test func theStoreDebouncesTypingAndDropsTheSupersededRequest() async {
    let asked = Recorder<String>()
    let routes = Recorder<S.Route>()
    let recorded = Recorder<String>()
    let store = S.store(
      S.Dependencies(
        clearHistory: {}, history: { ["миска"] }, navigate: { routes.append($0) },
        popular: { () throws(APIError) in [Self.categoryHit] }, recordQuery: { recorded.append($0) },
        sleep: { _ in },
        suggestions: { query throws(APIError) in
          asked.append(query); return [Self.productHit]
        }))
    store.send(.viewAppeared)
    store.send(.queryChanged("ко"))
    store.send(.queryChanged("корм"))
    await store.settle()
    #expect(
      store.state
        == S.State(
          history: ["миска"], phase: .suggestions("корм", [Self.productHit]), popular: .loaded([Self.categoryHit]),
          query: "корм"))
    #expect(asked.values == ["корм"])
    store.send(.showAllResultsTapped)
    await store.settle()
    #expect(routes.values == [.results("корм")])
    #expect(recorded.values == ["корм"])
  }
}
