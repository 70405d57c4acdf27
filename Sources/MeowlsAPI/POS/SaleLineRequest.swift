/// A basket line of a `SaleRequest`: `{code? | variant_id?, count?, grams?, discount?}`.
///
/// `code` is what was scanned or typed: an EAN-13 (a weight barcode carries its own weight), an article or a PLU;
/// `variant_id` picks a variant found by search. `count` pieces (default 1), or `grams` for loose goods.
public struct SaleLineRequest: Codable, Hashable, Sendable {
  /// A barcode, article or PLU; nil when `variant_id` is given.
  public var code: String?
  /// Pieces; nil for 1 (or for a weighed line).
  public var count: Int?
  /// The cashier's discount on this line.
  public var discount: SaleDiscount?
  /// The weight of a loose good, in grams.
  public var grams: Int?
  /// A variant picked from the search; nil when `code` is given.
  public var variantID: ProductVariant.ID?

  /// A line.
  public init(
    code: String? = nil, count: Int? = nil, discount: SaleDiscount? = nil, grams: Int? = nil,
    variantID: ProductVariant.ID? = nil
  ) {
    self.code = code
    self.count = count
    self.discount = discount
    self.grams = grams
    self.variantID = variantID
  }

  enum CodingKeys: String, CodingKey {
    case code
    case count
    case discount
    case grams
    case variantID = "variant_id"
  }
}
