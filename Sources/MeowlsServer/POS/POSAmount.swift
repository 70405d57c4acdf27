import MeowlsAPI

/// The bounds of any single amount a POS request carries: an opening float, a cash movement, a tender handed over
/// or charged, a counted drawer, a discount.
///
/// NB: 10,000,000 ₽ is far above anything a till sees, and far below what a shift's or a day's sums could overflow:
/// 9.2 × 10⁹ amounts at the limit still fit in 64-bit kopecks. A larger number is a typo or an attack, and used to
/// leave a shift whose sums overflowed in SQL answering 500 for ever.
enum POSAmount {
  /// 10,000,000 ₽.
  static let maximum = Money(rubles: 10_000_000)

  /// 0 … `maximum`: what a float, a tender, a count or a discount may be.
  static let allowed = Money.zero...maximum
}
