import Testing

@testable import MeowlsServer

@Suite struct FlatNumbersTests {
  @Test func flatsStartingWithTheDigitsInNumericOrder() {
    #expect(FlatNumbers.starting(with: "3", upTo: 45, limit: 20) == [3] + Array(30...39))
    #expect(FlatNumbers.starting(with: "1", upTo: 120, limit: 20) == [1] + Array(10...19) + Array(100...108))
  }

  @Test func emptyPrefixListsFromOne() {
    #expect(FlatNumbers.starting(with: "", upTo: 8, limit: 20) == Array(1...8))
    #expect(FlatNumbers.starting(with: "", upTo: 280, limit: 20) == Array(1...20))
  }

  @Test func noFlatAboveTheCount() {
    #expect(FlatNumbers.starting(with: "9", upTo: 45, limit: 20) == [9])
    #expect(FlatNumbers.starting(with: "50", upTo: 45, limit: 20).isEmpty)
  }

  @Test func zeroOrNonDigitsMatchNothing() {
    #expect(FlatNumbers.starting(with: "0", upTo: 45, limit: 20).isEmpty)
    #expect(FlatNumbers.starting(with: "а", upTo: 45, limit: 20).isEmpty)
  }
}
