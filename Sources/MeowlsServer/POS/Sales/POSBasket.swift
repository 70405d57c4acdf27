import MeowlsAPI

/// A counter sale's basket before payment: lines with their cashier discounts, a basket discount, and an optional
/// promo code. `priced` works out every amount; the type itself holds no money of its own.
///
/// Pricing order and rounding (all exact kopecks, half up):
/// 1. each line's gross: unit price × pieces, or price per kg × grams / 1000 rounded half up to the kopeck;
/// 2. each line's own discount, on its gross;
/// 3. the promo code (`PromoCodeRule`) on the lines after their discounts, spread over the covered lines;
/// 4. the basket discount on what is left, spread over every line.
/// A discount never takes an amount below zero. Spreading is proportional to the lines' amounts, the leftover
/// kopecks going to the largest remainders (the earlier line on a tie), so the lines always add up to the total
/// and a partial return can refund exactly what a line cost.
struct POSBasket: Equatable, Sendable {
  /// A line: the scanned item (variant, unit price, pieces or grams) and the cashier's discount on it.
  struct Line: Equatable, Sendable {
    var discount: POSDiscount?
    var item: ScannedItem

    init(_ item: ScannedItem, discount: POSDiscount? = nil) {
      self.discount = discount
      self.item = item
    }
  }

  /// A promo code applied to the basket, with what the database says about it for this sale.
  struct Promo: Equatable, Sendable {
    var context: PromoCodeContext
    var rule: PromoCodeRule
  }

  /// The cashier's discount on the whole basket.
  var discount: POSDiscount?
  var lines: [Line]
  var promo: Promo?

  init(lines: [Line], discount: POSDiscount? = nil, promo: Promo? = nil) {
    self.discount = discount
    self.lines = lines
    self.promo = promo
  }

  /// Every amount of the basket.
  ///
  /// - Throws: `POSBasketError` for an empty basket, a bad quantity or discount; `PromoCodeError` when the promo
  ///   code does not apply.
  func priced() throws -> PricedBasket {
    guard !lines.isEmpty else { throw POSBasketError.empty }
    var approvals: [PricedBasket.Approval] = []
    var priced: [PricedBasket.Line] = []
    for (index, line) in lines.enumerated() {
      let gross = try Self.gross(line.item)
      let lineDiscount = try line.discount?.amount(of: gross) ?? .zero
      if line.discount?.needsApproval(taking: lineDiscount, of: gross) == true {
        approvals.append(.line(index: index, discount: lineDiscount, of: gross))
      }
      priced.append(
        PricedBasket.Line(
          basketDiscount: .zero, gross: gross, item: line.item, lineDiscount: lineDiscount, promoDiscount: .zero,
          total: gross - lineDiscount))
    }
    let promoDiscount = try applyPromo(to: &priced)
    let base = priced.reduce(Money.zero) { $0 + $1.total }
    let basketDiscount = try discount?.amount(of: base) ?? .zero
    if discount?.needsApproval(taking: basketDiscount, of: base) == true {
      approvals.append(.basket(discount: basketDiscount, of: base))
    }
    for (index, share) in Self.spread(basketDiscount, over: priced.map(\.total)).enumerated() {
      priced[index].basketDiscount = share
      priced[index].total = priced[index].total - share
    }
    return PricedBasket(
      approvals: approvals, basketDiscount: basketDiscount,
      lineDiscounts: priced.reduce(Money.zero) { $0 + $1.lineDiscount }, lines: priced,
      promoDiscount: promoDiscount, subtotal: priced.reduce(Money.zero) { $0 + $1.gross },
      total: priced.reduce(Money.zero) { $0 + $1.total })
  }

  /// The promo code's discount, spread over the lines it covers.
  private func applyPromo(to lines: inout [PricedBasket.Line]) throws -> Money {
    guard let promo else { return .zero }
    let promoLines = lines.map { PromoLine(amount: $0.total, productID: $0.item.productID) }
    let amount = try promo.rule.discount(on: promoLines, promo.context)
    let covered = lines.map { line in
      promo.context.eligibleProducts?.contains(line.item.productID) ?? true ? line.total : .zero
    }
    for (index, share) in Self.spread(amount, over: covered).enumerated() {
      lines[index].promoDiscount = share
      lines[index].total = lines[index].total - share
    }
    return amount
  }

  /// A line's amount before discounts: unit price × pieces, or price per kg × grams / 1000, half up.
  static func gross(_ item: ScannedItem) throws(POSBasketError) -> Money {
    switch item.quantity {
    case .pieces(let count):
      guard (1...POSQuantity.maximumPieces).contains(count) else { throw .invalidQuantity(count) }
      return item.unitPrice * count
    case .grams(let grams):
      guard (1...POSQuantity.maximumGrams).contains(grams) else { throw .invalidWeight(grams) }
      return BasketArithmetic.gross(pricePerKilogram: item.unitPrice, grams: grams)
    }
  }

  /// `amount` split in proportion to `weights` (`BasketArithmetic.spread`, shared with the register's offline
  /// quote).
  static func spread(_ amount: Money, over weights: [Money]) -> [Money] {
    BasketArithmetic.spread(amount, over: weights)
  }
}
