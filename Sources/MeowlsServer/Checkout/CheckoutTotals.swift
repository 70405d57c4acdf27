import MeowlsAPI

/// The totals of a checkout (api.md §11.3): the cart's summaries without its TOTAL, then `DELIVERY`, then a
/// `TOTAL` that includes it. A cart without lines keeps its summaries (nothing is delivered).
enum CheckoutTotals {
  static func summaries(of cart: Cart, delivery: Money, in language: Language) -> [Summary] {
    guard !cart.items.isEmpty, let total = cart.summaries.first(where: { $0.type == .total }) else {
      return cart.summaries
    }
    return cart.summaries.filter { $0.type != .total } + [
      Summary(name: CartSummaries.name(.delivery, language), type: .delivery, value: delivery),
      Summary(name: CartSummaries.name(.total, language), type: .total, value: total.value + delivery),
    ]
  }

  /// The order's stored totals rendered in `language`.
  static func summaries(_ totals: [OrderTotal], in language: Language) -> [Summary] {
    totals.map { Summary(name: CartSummaries.name($0.type, language), type: $0.type, value: $0.value) }
  }
}
