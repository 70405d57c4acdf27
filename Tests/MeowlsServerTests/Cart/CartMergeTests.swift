import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct CartMergeTests {
  typealias Case = (
    name: String, saved: [CartLine], guest: [CartLine], stock: [Article: Int], lines: [CartLine],
    report: [MergeReportEntry]
  )

  static func line(_ article: Article, _ count: Int) -> CartLine { CartLine(article: article, count: count) }

  static let cases: [Case] = [
    ("nothing to merge", [], [], [:], [], []),
    (
      "guest lines join the saved ones, which come first",
      [line("A", 1)], [line("B", 2)], ["A": 5, "B": 5], [line("A", 1), line("B", 2)], []
    ),
    ("counts of one article are summed", [line("A", 2)], [line("A", 3)], ["A": 5], [line("A", 5)], []),
    (
      "a sum above the stock is capped",
      [line("A", 2)], [line("A", 3)], ["A": 4], [line("A", 4)],
      [MergeReportEntry(applied: 4, article: "A", reason: "В наличии только 4 шт.", requested: 5)]
    ),
    (
      "a line out of stock leaves the cart",
      [], [line("A", 1)], ["A": 0], [],
      [MergeReportEntry(applied: 0, article: "A", reason: "Нет в наличии", requested: 1)]
    ),
    (
      "an unknown article is reported and skipped",
      [line("A", 1)], [line("X", 2)], ["A": 5], [line("A", 1)],
      [MergeReportEntry(applied: 0, article: "X", reason: "Товар не найден", requested: 2)]
    ),
    (
      "a saved line above today's stock is capped too",
      [line("A", 7)], [], ["A": 3], [line("A", 3)],
      [MergeReportEntry(applied: 3, article: "A", reason: "В наличии только 3 шт.", requested: 7)]
    ),
  ]

  @Test(arguments: cases)
  func merge(_ test: Case) {
    let merge = CartMerge(saved: test.saved, guest: test.guest, stock: { test.stock[$0] }, language: .russian)
    #expect(merge.lines == test.lines, "\(test.name)")
    #expect(merge.report == test.report, "\(test.name)")
  }

  @Test func reasonsAreEnglishOnRequest() {
    let stock: [Article: Int] = ["A": 2, "B": 0]
    let merge = CartMerge(
      saved: [], guest: [Self.line("A", 3), Self.line("B", 1), Self.line("X", 1)], stock: { stock[$0] },
      language: .english)
    #expect(merge.report.map(\.reason) == ["Only 2 in stock", "Out of stock", "No such product"])
  }
}
