import MeowlsAPI

/// Amounts the cashier types ("1500", "1 500,50", "99.9") read as exact money, within the POS limit of
/// 10,000,000 ₽; anything else is nil, so a screen can say the field is wrong before asking the server.
public enum MoneyInput {
  /// The largest amount a POS request carries (`POSAmount.maximum` on the server).
  public static let maximum = Money(rubles: 10_000_000)

  /// The amount typed, or nil when it is not one (letters, three decimals, negative, above the limit).
  public static func parse(_ text: String) -> Money? {
    let cleaned = text.filter { !$0.isWhitespace && $0 != "\u{00A0}" }.replacingOccurrences(of: ",", with: ".")
    let parts = cleaned.split(separator: ".", omittingEmptySubsequences: false)
    guard (1...2).contains(parts.count), let whole = parts.first, !whole.isEmpty, whole.count <= 8,
      whole.allSatisfy(\.isASCIIDigit), let rubles = Int64(whole)
    else { return nil }
    var kopecks: Int64 = 0
    if parts.count == 2 {
      let fraction = parts[1]
      guard (1...2).contains(fraction.count), fraction.allSatisfy(\.isASCIIDigit), let value = Int64(fraction) else {
        return nil
      }
      kopecks = fraction.count == 1 ? value * 10 : value
    }
    let money = Money(rubles: rubles, kopecks: kopecks)
    return maximum < money ? nil : money
  }
}

extension Character {
  /// 0–9 only (not other scripts' digits, which `Int` would not read anyway).
  var isASCIIDigit: Bool { ("0"..."9").contains(self) }
}
