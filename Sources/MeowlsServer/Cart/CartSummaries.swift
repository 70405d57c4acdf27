import MeowlsAPI

/// The totals of a cart (`api.md` §10.2), in exact kopecks, computed for every answer from the current prices.
enum CartSummaries {
  /// With O = Σ original price × count and P = Σ price × count: `ITEMS_WITHOUT_DISCOUNT` O (when O > 0),
  /// `DISCOUNT` O − P (when > 0), `PROMO_DISCOUNT` (when a code applies), `TOTAL` P − promo discount (always).
  static func of(_ items: [CartItem], promoDiscount: Money?, in language: Language) -> [Summary] {
    let original = items.reduce(Money.zero) { $0 + $1.amount.originalPrice }
    let price = items.reduce(Money.zero) { $0 + $1.amount.price }
    var summaries: [Summary] = []
    if original > .zero {
      summaries.append(
        Summary(name: name(.itemsWithoutDiscount, language), type: .itemsWithoutDiscount, value: original))
    }
    if original - price > .zero {
      summaries.append(Summary(name: name(.discount, language), type: .discount, value: original - price))
    }
    if let promoDiscount {
      summaries.append(Summary(name: name(.promoDiscount, language), type: .promoDiscount, value: promoDiscount))
    }
    let total = max(price - (promoDiscount ?? .zero), .zero)
    summaries.append(Summary(name: name(.total, language), type: .total, value: total))
    return summaries
  }

  /// The contract's synthetic total of a cart that was never updated: `Итого` (no colon) 0.
  static func neverUpdated(in language: Language) -> [Summary] {
    [Summary(name: language == .english ? "Total" : "Итого", type: .total, value: .zero)]
  }

  /// The display name of a summary line.
  static func name(_ type: SummaryType, _ language: Language) -> String {
    switch (type, language) {
    case (.delivery, .english): "Delivery"
    case (.delivery, .russian): "Доставка"
    case (.discount, .english): "Discount"
    case (.discount, .russian): "Размер скидки"
    case (.itemsWithoutDiscount, .english): "Items without discount"
    case (.itemsWithoutDiscount, .russian): "Товары без скидки"
    case (.promoDiscount, .english): "Promo code"
    case (.promoDiscount, .russian): "Промокод"
    case (.total, .english): "Total"
    case (.total, .russian): "Итого:"
    }
  }
}
