import Foundation
import MeowlsAPI

/// Amounts, weights and times as Russian receipts print them: `1 849,00 ₽`, `0,735 кг`, `15.01.2027 14:00`.
enum RussianFormat {
  /// Roubles with a comma and two decimals, thousands apart by a no-break space, and the rouble sign.
  static func money(_ amount: Money) -> String {
    let kopecks = amount.kopecks
    let sign = kopecks < 0 ? "−" : ""
    let magnitude = kopecks.magnitude
    var rubles = String(magnitude / 100)
    var grouped = ""
    while rubles.count > 3 {
      grouped = "\u{00A0}" + rubles.suffix(3) + grouped
      rubles.removeLast(3)
    }
    return "\(sign)\(rubles)\(grouped),\(String(format: "%02d", Int(magnitude % 100)))\u{00A0}₽"
  }

  /// Grams as kilograms with three decimals and a comma: `0,735 кг`.
  static func weight(_ grams: Int) -> String {
    "\(grams / 1000),\(String(format: "%03d", grams % 1000))\u{00A0}кг"
  }

  /// `dd.MM.yyyy HH:mm` in `timeZone`.
  static func dateTime(_ date: Date, _ timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let p = calendar.dateComponents([.day, .month, .year, .hour, .minute], from: date)
    func two(_ value: Int?) -> String { String(format: "%02d", value ?? 0) }
    return "\(two(p.day)).\(two(p.month)).\(p.year ?? 0) \(two(p.hour)):\(two(p.minute))"
  }

  /// The VAT included in `amount` at `rate` (`20%` → amount × 20 / 120, rounded half up).
  static func vat(in amount: Money, rate: String) -> Money {
    guard let percent = Int64(rate.dropLast()), rate.hasSuffix("%"), percent > 0 else { return .zero }
    let (share, overflow) = amount.kopecks.multipliedReportingOverflow(by: percent * 2)
    guard !overflow else { return .zero }
    let doubled = share / (100 + percent)
    return Money(kopecks: (doubled + 1) / 2)
  }
}
