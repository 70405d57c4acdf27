import MeowlsAPI

/// A line a cart should hold: an article and a count of at least 1.
struct CartLine: Equatable, Sendable {
  var article: Article
  var count: Int

  /// The lines a cart request asks for: lines with a count below 1 ask for nothing (they remove the article),
  /// the counts of one article are summed, and each article keeps the place of its first line.
  static func wanted(_ items: [CartRequestItem]) -> [CartLine] {
    combined(items.filter { $0.count >= 1 }.map { CartLine(article: $0.article, count: $0.count) })
  }

  /// One line per article, in the order of their first lines, with the counts of each article summed (saturating,
  /// never trapping).
  static func combined(_ lines: [CartLine]) -> [CartLine] {
    var combined: [CartLine] = []
    var index: [Article: Int] = [:]
    for line in lines {
      if let position = index[line.article] {
        combined[position].count = combined[position].count.addingSaturating(line.count)
      } else {
        index[line.article] = combined.count
        combined.append(line)
      }
    }
    return combined
  }
}

extension Int {
  /// `self + other`, or `Int.max` when that overflows (both are positive counts).
  func addingSaturating(_ other: Int) -> Int {
    let (sum, overflow) = addingReportingOverflow(other)
    return overflow ? .max : sum
  }
}
