/// A cart (`CartDTO`): `{id, items, summaries, availability_alert_message?, promo_code?, merge_report?}`.
public struct Cart: Codable, Hashable, Sendable, Identifiable {
  /// A cart's id.
  public typealias ID = Identifier<Cart>

  /// Set by the checkout calculation when some line exceeds the stock.
  public var availabilityAlertMessage: String?
  /// The cart id (fresh for an anonymous cart).
  public var id: ID
  /// The lines.
  public var items: [CartItem]
  /// The lines `/cart/merge` had to change; only in its answer.
  public var mergeReport: [MergeReportEntry]?
  /// The cart's promo code: `is_active: true` when it applies (with a `PROMO_DISCOUNT` summary), `is_active: false`
  /// in the one answer that drops a saved code that no longer applies; omitted when the cart has none.
  public var promoCode: PromoCode?
  /// Totals: items without discount, discount, promo discount, delivery, total.
  public var summaries: [Summary]

  /// A cart.
  public init(
    availabilityAlertMessage: String? = nil, id: ID, items: [CartItem], mergeReport: [MergeReportEntry]? = nil,
    promoCode: PromoCode? = nil, summaries: [Summary]
  ) {
    self.availabilityAlertMessage = availabilityAlertMessage
    self.id = id
    self.items = items
    self.mergeReport = mergeReport
    self.promoCode = promoCode
    self.summaries = summaries
  }

  enum CodingKeys: String, CodingKey {
    case availabilityAlertMessage = "availability_alert_message"
    case id
    case items
    case mergeReport = "merge_report"
    case promoCode = "promo_code"
    case summaries
  }
}

/// A cart's id.
public typealias CartID = Cart.ID
