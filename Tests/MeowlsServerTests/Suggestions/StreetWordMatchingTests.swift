import Testing

@testable import MeowlsServer

@Suite struct StreetWordMatchingTests {
  private func words(_ text: String) -> [[UInt16]] { StreetQuery(text).nameWords }
  private func word(_ text: String) -> [UInt16] { Array(text.utf16) }

  @Test func prefixCostIsZeroForAPrefixAndTyposOtherwise() {
    #expect(StreetWordMatching.prefixCost(word("лен"), word("ленина")) == 0)
    #expect(StreetWordMatching.prefixCost(word("ленен"), word("ленина")) == 1)
    #expect(StreetWordMatching.prefixCost(word("лнн"), word("ленина")) == nil)
    #expect(StreetWordMatching.prefixCost(word("пенина"), word("ленина")) == nil)
  }

  @Test func wordCostNeedsTheWholeWord() {
    #expect(StreetWordMatching.wordCost(word("ленина"), word("ленина")) == 0)
    #expect(StreetWordMatching.wordCost(word("ленин"), word("ленина")) == 1)
    #expect(StreetWordMatching.wordCost(word("лен"), word("ленина")) == nil)
  }

  @Test func wholeNamePairsWordsInAnyOrder() {
    #expect(StreetWordMatching.wholeNameCost(words("Маркса Карла"), words("Карла Маркса")) == 0)
    #expect(StreetWordMatching.wholeNameCost(words("Карла Маркс"), words("Карла Маркса")) == 1)
  }

  @Test func wholeNameMayLeaveOutInitialsOnly() {
    #expect(StreetWordMatching.wholeNameCost(words("Ленина"), words("им. В.И. Ленина")) == 0)
    #expect(StreetWordMatching.wholeNameCost(words("Большой"), words("Большой В.О.")) == 0)
    #expect(StreetWordMatching.wholeNameCost(words("Маркса"), words("Карла Маркса")) == nil)
  }

  @Test func wholeNameNeedsAPartnerForEveryWord() {
    #expect(StreetWordMatching.wholeNameCost(words("9 Марта"), words("8 Марта")) == nil)
    #expect(StreetWordMatching.wholeNameCost(words("Карла Маркса Энгельса"), words("Карла Маркса")) == nil)
    #expect(StreetWordMatching.wholeNameCost([], words("Ленина")) == nil)
  }
}
