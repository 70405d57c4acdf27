import MeowlsAPI

extension Localizer {
  /// A price as the shop writes it: whole roubles grouped by thousands, kopecks only when there are any
  /// ("1 299 ₽", "26,91 ₽" in Russian; "1,299 ₽", "26.91 ₽" in English). NB: written by hand, not with a
  /// `NumberFormatter`, so every platform prints the same text and Russian gets its narrow no-break space.
  public func money(_ money: Money) -> String {
    let (group, decimal) = language == .ru ? ("\u{202F}", ",") : (",", ".")
    let negative = money.kopecks < 0
    let magnitude = money.kopecks.magnitude
    var whole = String(magnitude / 100)
    var grouped = ""
    while whole.count > 3 {
      grouped = group + whole.suffix(3) + grouped
      whole.removeLast(3)
    }
    grouped = whole + grouped
    let kopecks = magnitude % 100
    let fraction = kopecks == 0 ? "" : decimal + (kopecks < 10 ? "0" : "") + String(kopecks)
    return (negative ? "−" : "") + grouped + fraction + "\u{00A0}₽"
  }
}
