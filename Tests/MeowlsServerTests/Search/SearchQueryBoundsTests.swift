import Testing

@testable import MeowlsServer

/// A 32 KB query once held a worker thread for 25 s: only a bounded part of any query is read.
@Suite struct SearchQueryBoundsTests {
  @Test func onlyTheFirstTwoHundredCharactersAreRead() {
    let query = SearchQuery(String(repeating: "корм ", count: 40) + "felix")
    #expect(!query.alternatives.joined().contains { $0.text.hasPrefix("felix") })
  }

  @Test func atMostFourAlternativesOfTenWordsAreRead() {
    let words = (0..<30).map { "w\($0)" }.joined(separator: " ")
    let query = SearchQuery(Array(repeating: words, count: 9).joined(separator: " & "))
    #expect(query.alternatives.count <= SearchQuery.maximumAlternatives)
    #expect(query.alternatives.allSatisfy { $0.count <= SearchQuery.maximumWords * 2 })
  }

  @Test func aWordIsReadUpToFortyCharacters() {
    let query = SearchQuery(String(repeating: "к", count: 32_000))
    #expect(query.alternatives.joined().allSatisfy { $0.text.count <= SearchQuery.maximumWordLength })
  }
}
