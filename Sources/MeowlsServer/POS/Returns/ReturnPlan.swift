import MeowlsAPI

/// What a return gives back, worked out before anything is written: which lines, how much of each, for how much,
/// and to which tenders.
///
/// - A line's refund is cumulative: returning `q` more of a line of `Q` sold for `T`, of which `r` came back before
///   for `R`, refunds `round(T × (r + q) / Q) − R` (half up). However a line is returned, in one go or in pieces,
///   the refunds add up to exactly `T`.
/// - Refunds go back to the sale's own tenders, card first (money goes back where it came from and the drawer
///   keeps its cash), then cash; a tender never gets back more than it paid, less what it got back before.
struct ReturnPlan: Equatable, Sendable {
  /// A line of the sale as it stands: sold, and returned so far.
  struct SoldLine: Equatable, Sendable {
    /// The line's number on the receipt, from 1.
    var position: Int
    /// Pieces, or grams for loose goods.
    var quantity: Int
    var returnedAmount: Money
    var returnedQuantity: Int
    var total: Money
  }

  /// A line of the return.
  struct Line: Equatable, Sendable {
    var amount: Money
    var position: Int
    var quantity: Int
  }

  var lines: [Line]
  /// Per tender, card first; tenders with nothing to refund are left out.
  var refunds: [TenderAmount]
  var total: Money

  init(lines: [Line], refunds: [TenderAmount], total: Money) {
    self.lines = lines
    self.refunds = refunds
    self.total = total
  }

  /// The plan for returning `requested` (receipt position → pieces or grams; nil: everything not returned yet).
  ///
  /// - Throws: `ReturnError.invalidReturnLine` for an unknown position, a quantity of 0 or less, or a position
  ///   named twice; `.returnExceedsSale` when a line (or, for a full return, the whole sale) has less left than
  ///   asked.
  init(
    sold: [SoldLine], requested: [(position: Int, quantity: Int)]?, paid: [PaymentType: Money],
    refunded: [PaymentType: Money]
  ) throws(ReturnError) {
    let wanted =
      requested
      ?? sold.filter { $0.returnedQuantity < $0.quantity }.map { ($0.position, $0.quantity - $0.returnedQuantity) }
    guard !wanted.isEmpty else { throw .returnExceedsSale }
    var seen = Set<Int>()
    var lines: [Line] = []
    for (position, quantity) in wanted {
      guard quantity > 0, seen.insert(position).inserted, let line = sold.first(where: { $0.position == position })
      else { throw .invalidReturnLine }
      // NB: compared with what is left, not as `returned + quantity`: a client's count near Int.max would trap.
      guard quantity <= line.quantity - line.returnedQuantity else { throw .returnExceedsSale }
      let cumulative = Self.share(of: line.total, part: line.returnedQuantity + quantity, of: line.quantity)
      lines.append(Line(amount: cumulative - line.returnedAmount, position: position, quantity: quantity))
    }
    self.lines = lines
    total = lines.reduce(.zero) { $0 + $1.amount }
    var left = total
    var refunds: [TenderAmount] = []
    for tender in [PaymentType.card, .cash] {
      let open = max(paid[tender, default: .zero] - refunded[tender, default: .zero], .zero)
      let amount = min(left, open)
      if amount > .zero { refunds.append(TenderAmount(amount: amount, tender: tender)) }
      left = left - amount
    }
    // NB: the sale's payments add up to its total and no line gives back more than its total, so nothing is left.
    guard left == .zero else { throw .returnExceedsSale }
    self.refunds = refunds
  }

  /// `total × part / whole`, rounded half up to the kopeck (`part ≤ whole`; worked out in 128 bits, so a line's
  /// total times its quantity cannot overflow).
  static func share(of total: Money, part: Int, of whole: Int) -> Money {
    let numerator = Int128(total.kopecks) * Int128(part)
    let whole = Int128(whole)
    return Money(kopecks: Int64(clamping: (numerator * 2 + whole) / (whole * 2)))
  }
}
