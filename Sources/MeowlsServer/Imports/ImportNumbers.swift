import MeowlsAPI

/// Numbers as import files write them, read exactly and bounded where they are read, by the rules of the admin
/// API (`ProductRules`): prices 0.01–10,000,000 ₽ to the kopeck, quantities 0–1,000,000 whole units.
enum ImportNumbers {
  /// A price written `1299`, `1299.5`, `1 299,50` (a decimal point or comma, spaces between thousands); nil for
  /// anything else or out of range.
  static func price(_ text: String) -> Money? {
    guard let kopecks = kopecks(text), (1...ProductRules.maximumKopecks).contains(kopecks) else { return nil }
    return Money(kopecks: kopecks)
  }

  /// The message of a refused price.
  static func priceProblem(_ text: String) -> String {
    if let kopecks = kopecks(text), !(1...ProductRules.maximumKopecks).contains(kopecks) {
      return "\(quoted(text)) is not a price of 0.01 to 10000000 ₽"
    }
    return "\(quoted(text)) is not a price"
  }

  /// A whole quantity 0–1,000,000 (`12`, `12.0`, `12,000` read as 12 when the fraction is zero); nil otherwise.
  static func quantity(_ text: String) -> Int? {
    guard let kopecks = kopecks(text), kopecks % 100 == 0 else { return nil }
    let units = kopecks / 100
    guard (0...Int64(POSStockService.maximumUnits)).contains(units) else { return nil }
    return Int(units)
  }

  static func quantityProblem(_ text: String) -> String {
    "\(quoted(text)) is not a whole quantity of 0 to \(POSStockService.maximumUnits)"
  }

  /// The text in quotes, cut to 40 characters, for a message.
  static func quoted(_ text: String) -> String {
    "\"\(text.count > 40 ? text.prefix(40) + "…" : text)\""
  }

  /// Hundredths of a decimal number with at most two decimals and twelve whole digits, negative numbers refused.
  private static func kopecks(_ text: String) -> Int64? {
    var whole: Int64 = 0
    var fraction: Int64 = 0
    var wholeDigits = 0
    var fractionDigits = -1
    for scalar in text.unicodeScalars {
      switch scalar {
      case "0"..."9":
        let digit = Int64(scalar.value - 48)
        if fractionDigits >= 0 {
          guard fractionDigits < 2 else { return nil }
          fraction = fraction * 10 + digit
          fractionDigits += 1
        } else {
          guard wholeDigits < 12 else { return nil }
          whole = whole * 10 + digit
          wholeDigits += 1
        }
      case ".", ",":
        guard fractionDigits < 0, wholeDigits > 0 else { return nil }
        fractionDigits = 0
      // NB: accounting programs group thousands with a space or a no-break space (`1 299,50`).
      case " ", "\u{A0}", "\u{202F}":
        guard fractionDigits < 0 else { return nil }
      default: return nil
      }
    }
    guard wholeDigits > 0, fractionDigits != 0 else { return nil }
    if fractionDigits == 1 { fraction *= 10 }
    return whole * 100 + max(fraction, 0)
  }
}
