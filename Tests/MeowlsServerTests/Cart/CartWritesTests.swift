import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct CartWritesTests {
  let ids = (0..<8).map { CartItem.ID(UUID(uuidString: "00000000-0000-0000-0000-00000000000\($0)")!) }

  func saved(_ lines: [(Int, String, Int, Int)]) -> [SavedLine] {
    lines.map {
      SavedLine(id: ids[$0.0], line: CartLine(article: Article(rawValue: $0.1), count: $0.2), position: $0.3)
    }
  }

  func item(_ id: Int, _ article: String, _ count: Int) -> CartItem {
    var item = CartFixtures.item(product: id, price: 100, count: count, article: article)
    item.id = ids[id]
    return item
  }

  func row(_ id: Int, _ article: String, _ count: Int, _ position: Int) -> CartWrites.Row {
    CartWrites.Row(id: ids[id], article: Article(rawValue: article), count: count, position: position)
  }

  @Test func replacingTheFirstLineDeletesItAndAppendsTheNewOne() {
    let writes = CartWrites(
      from: saved([(0, "a", 1, 0), (1, "b", 2, 1), (2, "c", 3, 2)]),
      to: [item(1, "b", 2), item(2, "c", 3), item(3, "d", 1)])
    #expect(writes == CartWrites(deletes: [ids[0]], inserts: [row(3, "d", 1, 3)], updates: []))
  }

  @Test func aChangedCountUpdatesOnlyThatLine() {
    let writes = CartWrites(
      from: saved([(0, "a", 1, 4), (1, "b", 2, 9)]), to: [item(0, "a", 1), item(1, "b", 5)])
    #expect(writes == CartWrites(deletes: [], inserts: [], updates: [row(1, "b", 5, 9)]))
  }

  @Test func anUnchangedCartWritesNoLine() {
    let writes = CartWrites(from: saved([(0, "a", 1, 0), (1, "b", 2, 1)]), to: [item(0, "a", 1), item(1, "b", 2)])
    #expect(writes == CartWrites())
  }

  @Test func aNewLineBeforeASavedOneRenumbersTheCart() {
    let writes = CartWrites(
      from: saved([(0, "a", 1, 5), (1, "b", 2, 6)]), to: [item(0, "a", 1), item(2, "x", 1), item(1, "b", 2)])
    #expect(
      writes
        == CartWrites(deletes: [], inserts: [row(2, "x", 1, 1)], updates: [row(0, "a", 1, 0), row(1, "b", 2, 2)]))
  }

  @Test func aReorderedCartRenumbersItsLines() {
    let writes = CartWrites(from: saved([(0, "a", 1, 0), (1, "b", 2, 1)]), to: [item(1, "b", 2), item(0, "a", 1)])
    #expect(writes == CartWrites(deletes: [], inserts: [], updates: [row(1, "b", 2, 0), row(0, "a", 1, 1)]))
  }

  @Test func anEmptiedCartDeletesEveryLine() {
    let writes = CartWrites(from: saved([(0, "a", 1, 0), (1, "b", 2, 1)]), to: [])
    #expect(writes == CartWrites(deletes: [ids[0], ids[1]], inserts: [], updates: []))
  }

  @Test func aPositionAtTheLimitRenumbersInsteadOfOverflowing() {
    let writes = CartWrites(from: saved([(0, "a", 1, Int.max)]), to: [item(0, "a", 1), item(1, "b", 1)])
    #expect(writes == CartWrites(deletes: [], inserts: [row(1, "b", 1, 1)], updates: [row(0, "a", 1, 0)]))
  }
}
