/// The plural form a count takes.
public enum PluralCategory: Hashable, Sendable {
  /// Russian 2–4, 22–24 … ("2 товара").
  case few
  /// Russian 0, 5–20, 25–30 … ("5 товаров"); English everything but 1.
  case many
  /// Russian 1, 21, 31 … but not 11 ("21 товар"); English 1.
  case one

  /// The category of `count` in `language` (CLDR rules for whole numbers).
  public static func of(_ count: Int, in language: AppLanguage) -> PluralCategory {
    let n = count.magnitude
    switch language {
    case .en:
      return n == 1 ? .one : .many
    case .ru:
      let lastDigit = n % 10
      let lastTwo = n % 100
      if lastDigit == 1 && lastTwo != 11 { return .one }
      if (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) { return .few }
      return .many
    }
  }
}

/// The three forms of a counted phrase; `{n}` stands for the number.
struct PluralForms: Hashable, Sendable {
  var few: String
  var many: String
  var one: String

  /// Russian forms.
  init(one: String, few: String, many: String) {
    self.few = few
    self.many = many
    self.one = one
  }

  /// English forms: one and other.
  init(one: String, other: String) {
    self.init(one: one, few: other, many: other)
  }

  func form(_ category: PluralCategory) -> String {
    switch category {
    case .few: few
    case .many: many
    case .one: one
    }
  }
}
