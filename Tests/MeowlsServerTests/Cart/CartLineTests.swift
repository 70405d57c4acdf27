import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct CartLineTests {
  static let cases: [(String, [CartRequestItem], [CartLine])] = [
    ("no lines", [], []),
    ("one line", [CartRequestItem(article: "A", count: 2)], [CartLine(article: "A", count: 2)]),
    (
      "counts below 1 ask for nothing",
      [CartRequestItem(article: "A", count: 0), CartRequestItem(article: "B", count: -3)], []
    ),
    (
      "duplicates are summed at the first line's place",
      [
        CartRequestItem(article: "A", count: 1), CartRequestItem(article: "B", count: 2),
        CartRequestItem(article: "A", count: 3),
      ],
      [CartLine(article: "A", count: 4), CartLine(article: "B", count: 2)]
    ),
    (
      "a line below 1 does not subtract from a duplicate",
      [CartRequestItem(article: "A", count: 3), CartRequestItem(article: "A", count: -1)],
      [CartLine(article: "A", count: 3)]
    ),
    (
      "sums saturate instead of trapping",
      [CartRequestItem(article: "A", count: .max), CartRequestItem(article: "A", count: 5)],
      [CartLine(article: "A", count: .max)]
    ),
  ]

  @Test(arguments: cases)
  func wantedLines(name: String, items: [CartRequestItem], expected: [CartLine]) {
    #expect(CartLine.wanted(items) == expected, "\(name)")
  }
}
