import MeowlsAPI

/// What a scan or a typed code put on the counter: the variant, its unit price and how much of it.
struct ScannedItem: Equatable, Sendable {
  var article: Article
  /// The EAN-13 printed on the pack; nil for a variant whose article gives none.
  var barcode: EAN13?
  var productID: Product.ID
  var productName: String
  /// One piece (`.pieces(1)`), or the weight a weight barcode or the cashier gave.
  var quantity: POSQuantity
  /// The price of one piece for `.pieces`, of one kilogram for `.grams`; the catalogue's current price.
  var unitPrice: Money
  var variantID: ProductVariant.ID
  var variantName: String
}
