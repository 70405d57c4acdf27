import MeowlsAPI

/// The VAT a receipt includes, summed per rate: each line's VAT is computed on its own amount (`RussianFormat.vat`)
/// and the lines of one rate add up, in the order rates first appear; a line without a rate counts in none.
enum VATTotals {
  static func of(_ lines: [(rate: String?, amount: Money)]) -> [ReceiptVATTotal] {
    var totals: [ReceiptVATTotal] = []
    for line in lines {
      guard let rate = line.rate else { continue }
      let amount = RussianFormat.vat(in: line.amount, rate: rate)
      if let index = totals.firstIndex(where: { $0.rate == rate }) {
        totals[index].amount = totals[index].amount + amount
      } else {
        totals.append(ReceiptVATTotal(amount: amount, rate: rate))
      }
    }
    return totals
  }
}
