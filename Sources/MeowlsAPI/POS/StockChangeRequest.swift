/// The body of `POST /pos/stock/receipts` and `/pos/stock/corrections`:
/// `{article?, location_id?, note?, quantity, variant_id?}`.
///
/// The variant is named by `variant_id` or `article`. For a receipt `quantity` is the units received (> 0); for a
/// correction it is the units counted (≥ 0), and the difference is recorded.
public struct StockChangeRequest: Codable, Hashable, Sendable {
  /// The variant's article (when `variant_id` is not given).
  public var article: Article?
  /// Where: the caller's shop when nil (an admin without a shop may name any shop or the warehouse).
  public var locationID: StockLevel.LocationID?
  /// Why, for the ledger (delivery note number, "damaged in transit"…).
  public var note: String?
  /// Units received, or units counted.
  public var quantity: Int
  /// The variant's id.
  public var variantID: ProductVariant.ID?

  /// A stock change.
  public init(
    article: Article? = nil, locationID: StockLevel.LocationID? = nil, note: String? = nil, quantity: Int,
    variantID: ProductVariant.ID? = nil
  ) {
    self.article = article
    self.locationID = locationID
    self.note = note
    self.quantity = quantity
    self.variantID = variantID
  }

  enum CodingKeys: String, CodingKey {
    case article
    case locationID = "location_id"
    case note
    case quantity
    case variantID = "variant_id"
  }
}
