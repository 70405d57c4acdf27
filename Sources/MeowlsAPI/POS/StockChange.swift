/// What a receipt or correction did: `{delta, location_id, quantity, reason, variant_id}`.
public struct StockChange: Codable, Hashable, Sendable {
  /// Why stock changed: the ledger reason.
  public enum Reason: String, Codable, CaseIterable, Hashable, Sendable {
    /// A count found another quantity.
    case correction
    /// Goods arrived.
    case receipt
  }

  /// The units added (negative: removed); 0 when a count found what the books said (no ledger row).
  public var delta: Int
  /// The location changed.
  public var locationID: StockLevel.LocationID
  /// The units there now.
  public var quantity: Int
  /// receipt or correction.
  public var reason: Reason
  /// The variant changed.
  public var variantID: ProductVariant.ID

  /// A stock change.
  public init(
    delta: Int, locationID: StockLevel.LocationID, quantity: Int, reason: Reason, variantID: ProductVariant.ID
  ) {
    self.delta = delta
    self.locationID = locationID
    self.quantity = quantity
    self.reason = reason
    self.variantID = variantID
  }

  enum CodingKeys: String, CodingKey {
    case delta
    case locationID = "location_id"
    case quantity
    case reason
    case variantID = "variant_id"
  }
}
