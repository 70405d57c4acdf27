import Testing

@testable import MeowlsServer

@Suite struct HashedIDsTests {
  @Test func rowsAreOrderedByHashThenByIDAsTheStandardSortOrdersThem() {
    var random = SplitMix(state: 11)
    // NB: few distinct hashes, so that many rows share one and the ids decide; the top bit set on some, so that
    // the order is unsigned.
    let rows = (0..<5_000).map { _ in
      HashedID(hash: random.next() % 97 | (random.next() % 2 == 0 ? 0 : 1 << 63), id: Int32(random.next() % 300))
    }
    var sorted = rows
    sorted.sortByHashThenID()
    #expect(sorted == rows.sorted { $0.hash != $1.hash ? $0.hash < $1.hash : $0.id < $1.id })
  }

  @Test func noRowAndOneRowStayAsTheyAre() {
    var none: [HashedID] = []
    none.sortByHashThenID()
    #expect(none.isEmpty)
    var one = [HashedID(hash: 5, id: 1)]
    one.sortByHashThenID()
    #expect(one == [HashedID(hash: 5, id: 1)])
  }
}
