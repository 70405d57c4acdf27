import Testing

@testable import MeowlsServer

/// The relevance set: realistic shopper queries over the demo shop (715 products) and what must come first. Every
/// query is its own test; the set's pass rate is reported in Docs/search.md and must stay at 100%.
@Suite struct SearchRelevanceTests {
  @Test(arguments: SearchRelevanceTests.cases)
  func query(_ relevance: SearchRelevanceCase) {
    let suggestions = SearchDemoFixture.engine.suggestions(relevance.query)
    let texts = SearchDemoFixture.texts(relevance.query)
    let products = suggestions.filter { $0.redirect.type == .object }.map(\.text)
    for failure in relevance.failures(texts, products: products) {
      Issue.record("\(relevance.testDescription): \(failure)")
    }
  }

  @Test func setHasAtLeastSixtyQueries() {
    #expect(Self.cases.count >= 60)
    #expect(Set(Self.cases.map(\.query)).count == Self.cases.count)
  }

  static let cases: [SearchRelevanceCase] =
    words + wordForms + typos + layouts + transliterations + brands + english + mixed + nothingFound
}
