import Testing

@testable import MeowlsServer

@Suite struct EditDistancePrefixTests {
  private func units(_ text: String) -> [UInt16] { Array(text.utf16) }

  @Test func allowsNoTypoBelowFourLettersOneFromFourTwoFromEight() {
    #expect((0...9).map(EditDistance.allowedEdits(forLength:)) == [0, 0, 0, 0, 1, 1, 1, 1, 2, 2])
  }

  @Test func prefixDistanceLeavesTheRestOfTheWordFree() {
    #expect(EditDistance.toPrefix(of: units("ленина"), query: units("лен"), limit: 0) == 0)
    #expect(EditDistance.toPrefix(of: units("ленина"), query: units("ленен"), limit: 1) == 1)
    #expect(EditDistance.toPrefix(of: units("ленина"), query: units("ленена"), limit: 1) == 1)
  }

  @Test func swapOfNeighboursIsOneEdit() {
    #expect(EditDistance.toPrefix(of: units("маркса"), query: units("мракса"), limit: 1) == 1)
  }

  @Test func prefixDistanceOverTheLimitIsNil() {
    #expect(EditDistance.toPrefix(of: units("ленина"), query: units("лонена"), limit: 1) == nil)
    #expect(EditDistance.toPrefix(of: units("ленина"), query: units("лонена"), limit: 2) == 2)
    #expect(EditDistance.toPrefix(of: units("ленина"), query: units("лонено"), limit: 2) == nil)
  }

  @Test func wholeWordDistanceCountsTheRestOfTheWord() {
    #expect(EditDistance.toWord(units("ленина"), query: units("ленин"), limit: 1) == 1)
    #expect(EditDistance.toWord(units("ленина"), query: units("лен"), limit: 1) == nil)
    #expect(EditDistance.toWord(units("маркса"), query: units("маркса"), limit: 0) == 0)
  }

  @Test func emptyQueryIsAPrefixOfEverything() {
    #expect(EditDistance.toPrefix(of: units("ленина"), query: [], limit: 0) == 0)
  }
}
