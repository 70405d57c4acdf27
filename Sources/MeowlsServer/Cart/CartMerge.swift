import MeowlsAPI

/// `POST /cart/merge` without the database: the saved lines plus the guest's, each article's counts summed and
/// capped at its stock, with a report line for every article that did not get what was asked.
struct CartMerge: Equatable, Sendable {
  /// The merged cart: saved articles first, in their order, then the guest's new ones.
  var lines: [CartLine]
  /// One entry per article whose count had to change: capped, out of stock, or unknown.
  var report: [MergeReportEntry]

  /// Merges `guest` into `saved`; `stock` answers the units available of an article, nil for an unknown one.
  init(saved: [CartLine], guest: [CartLine], stock: (Article) -> Int?, language: Language) {
    lines = []
    report = []
    for line in CartLine.combined(saved + guest) {
      guard let available = stock(line.article) else {
        report.append(Self.entry(line, applied: 0, reason: .unknown, language))
        continue
      }
      let applied = min(line.count, max(available, 0))
      if applied > 0 { lines.append(CartLine(article: line.article, count: applied)) }
      guard applied < line.count else { continue }
      report.append(Self.entry(line, applied: applied, reason: applied == 0 ? .outOfStock : .capped, language))
    }
  }

  private enum Reason {
    case capped
    case outOfStock
    case unknown
  }

  private static func entry(_ line: CartLine, applied: Int, reason: Reason, _ language: Language) -> MergeReportEntry {
    let text =
      switch (reason, language) {
      case (.capped, .english): "Only \(applied) in stock"
      case (.capped, .russian): "В наличии только \(applied) шт."
      case (.outOfStock, .english): "Out of stock"
      case (.outOfStock, .russian): "Нет в наличии"
      case (.unknown, .english): "No such product"
      case (.unknown, .russian): "Товар не найден"
      }
    return MergeReportEntry(applied: applied, article: line.article, reason: text, requested: line.count)
  }
}
