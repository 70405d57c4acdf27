/// Russian surnames change with gender by their ending; the dictionary stores the masculine form only.
enum SurnameForms {
  /// The feminine form of a masculine surname, or nil when the surname is the same for both (Шевченко, Белых,
  /// Гуревич): Иванов → Иванова, Королёв → Королёва, Ильин → Ильина, Вишневский → Вишневская, Толстой → Толстая,
  /// Белый → Белая, Горький → Горькая, Цой → nil.
  static func feminine(of masculine: String) -> String? {
    let lower = masculine.lowercased()
    if ["ов", "ев", "ёв", "ин", "ын"].contains(where: { lower.hasSuffix($0) }) { return masculine + "а" }
    // NB: adjectival endings need a stem of three letters: Толстой → Толстая, but Цой stays Цой.
    guard lower.count >= 5 else { return nil }
    if ["ый", "ой"].contains(where: { lower.hasSuffix($0) }) { return masculine.dropLast(2) + "ая" }
    if lower.hasSuffix("ий") {
      let hardStems: Set<Character> = ["к", "г", "х", "ж", "ш", "ч", "щ"]
      let stemEnd = lower.dropLast(2).last
      return masculine.dropLast(2) + (stemEnd.map(hardStems.contains) == true ? "ая" : "яя")
    }
    return nil
  }
}
