import Testing

@testable import MeowlsServer

@Suite struct SortedKeyIndexTests {
  private let index = SortedKeyIndex(
    ["маркса", "ленина", "красина", "красный", "кра", "факел"].enumerated().map {
      (key: Array($0.element.utf16), value: $0.offset)
    })

  private func values(_ prefix: String) -> [Int] {
    index.range(prefix: Array(prefix.utf16)).map { index.values[$0] }
  }

  @Test func keysAreSorted() {
    #expect(
      index.keys.map { String(decoding: $0, as: UTF16.self) } == [
        "кра", "красина", "красный", "ленина", "маркса", "факел",
      ])
  }

  @Test func prefixRangeHoldsEveryKeyWithThePrefixAndNoOther() {
    #expect(values("кра") == [4, 2, 3])
    #expect(values("крас") == [2, 3])
    #expect(values("л") == [1])
  }

  @Test func prefixWithoutKeysIsAnEmptyRange() {
    #expect(values("я").isEmpty)
    #expect(values("красинаа").isEmpty)
  }

  @Test func emptyPrefixIsEveryKey() {
    #expect(values("").count == 6)
  }
}
