/// `summaries[].type`.
public enum SummaryType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `DELIVERY`: the delivery cost.
  case delivery = "DELIVERY"
  /// `DISCOUNT`: original minus discounted prices.
  case discount = "DISCOUNT"
  /// `ITEMS_WITHOUT_DISCOUNT`: the sum of original prices.
  case itemsWithoutDiscount = "ITEMS_WITHOUT_DISCOUNT"
  /// `PROMO_DISCOUNT`: the promo code discount.
  case promoDiscount = "PROMO_DISCOUNT"
  /// `TOTAL`: the amount to pay.
  case total = "TOTAL"
}
