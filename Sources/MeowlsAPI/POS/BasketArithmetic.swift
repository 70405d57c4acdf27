/// The arithmetic of a counter basket that the server's sale and the register's offline quote must share to the
/// kopeck (Docs/pos.md "Basket pricing"): a weighed line's gross, a whole percentage of an amount, the 10 % rule
/// for a manager's approval, and the proportional spreading of a promo or basket discount over the lines.
///
/// Exact kopecks, half up; nothing here can trap (`Money` saturates; products of two amounts are in 128 bits).
public enum BasketArithmetic {
  /// Price per kilogram × grams / 1000, rounded half up to the kopeck (`549.00/kg × 735 g = 403.52`).
  public static func gross(pricePerKilogram price: Money, grams: Int) -> Money {
    let (whole, rest) = price.kopecks.quotientAndRemainder(dividingBy: 1000)
    let fraction = (Int128(rest) * Int128(grams) + 500) / 1000
    return Money(kopecks: whole) * grams + Money(kopecks: Int64(clamping: fraction))
  }

  /// `percent` (clamped to 0…100) of `amount`, rounded half up to the kopeck.
  public static func percent(_ percent: Int, of amount: Money) -> Money {
    let share = Int64(min(max(percent, 0), 100))
    let (rubles, kopecks) = amount.kopecks.quotientAndRemainder(dividingBy: 100)
    return Money(kopecks: rubles * share + (kopecks * share + 50) / 100)
  }

  /// Whether a cashier's discount taking `taken` off `base` is above 10 % and needs a manager: a percentage is
  /// judged by itself (10 % stays 10 % when rounding takes half a kopeck more), an amount by `taken × 10 > base`.
  ///
  /// NB: for whole kopecks, `taken × 10 > base` is `taken > ⌊base / 10⌋`, which cannot overflow.
  public static func needsApproval(percent: Int?, taking taken: Money, of base: Money) -> Bool {
    guard taken.kopecks > 0 else { return false }
    if let percent { return percent > 10 }
    return taken.kopecks > max(base.kopecks, 0) / 10
  }

  /// `amount` split in proportion to `weights` (each share at most its weight when `amount` ≤ their sum): shares
  /// rounded down, then one kopeck more to the largest remainders, the earlier weight first on a tie.
  ///
  /// NB: in 128 bits: the weights' sum, and the amount times a weight, may not fit in 64.
  public static func spread(_ amount: Money, over weights: [Money]) -> [Money] {
    let total = weights.reduce(Int128(0)) { $0 + Int128(max($1.kopecks, 0)) }
    guard amount.kopecks > 0, total > 0 else { return weights.map { _ in .zero } }
    var shares: [Int64] = []
    var remainders: [(index: Int, remainder: Int128)] = []
    for (index, weight) in weights.enumerated() {
      let (share, remainder) = (Int128(amount.kopecks) * Int128(max(weight.kopecks, 0))).quotientAndRemainder(
        dividingBy: total)
      shares.append(Int64(share))
      remainders.append((index, remainder))
    }
    var left = amount.kopecks - shares.reduce(0, +)
    for entry in remainders.sorted(by: {
      $0.remainder > $1.remainder || ($0.remainder == $1.remainder && $0.index < $1.index)
    }) {
      guard left > 0 else { break }
      shares[entry.index] += 1
      left -= 1
    }
    return shares.map { Money(kopecks: $0) }
  }
}
