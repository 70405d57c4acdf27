import Testing

@testable import MeowlsServer

@Suite struct BoundedBestTests {
  @Test func keepsTheBestInOrder() {
    var best = BoundedBest<Int>(limit: 3, isBetter: <)
    for value in [9, 4, 7, 1, 8, 3] { best.offer(value) }
    #expect(best.elements == [1, 3, 4])
  }

  @Test func equalElementsKeepTheOrderTheyCameIn() {
    var best = BoundedBest<(Int, String)>(limit: 2) { $0.0 < $1.0 }
    for value in [(1, "a"), (1, "b"), (1, "c")] { best.offer(value) }
    #expect(best.elements.map(\.1) == ["a", "b"])
  }

  @Test func zeroLimitKeepsNothing() {
    var best = BoundedBest<Int>(limit: 0, isBetter: <)
    best.offer(1)
    #expect(best.elements.isEmpty)
  }
}
