import MeowlsAPI

/// The EAN-13 every variant gets from its article, so seeding, `meowls seed --synthetic N` and migration 520 agree.
///
/// Layout: `460` (the GS1 prefix range of Russia) + the article left-padded with zeros to nine digits + the check
/// digit. Articles are unique, so the codes are too; an article that is not one to nine digits gets no code.
enum ArticleBarcode {
  /// The GS1 prefix put in front of every article.
  static let prefix = "460"

  /// The code of `article`; nil when it is not one to nine ASCII digits.
  static func code(article: String) -> EAN13? {
    let digits = article.utf8
    guard (1...9).contains(digits.count), digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
    return EAN13(body: prefix + String(repeating: "0", count: 9 - digits.count) + article)
  }
}
