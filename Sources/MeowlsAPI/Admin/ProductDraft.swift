/// The body of `POST /admin/products` (create) and `POST /admin/products/{id}` (edit, the whole product again):
/// `{category_ids, name, quick_buy?, variants, vat_rate?}`.
public struct ProductDraft: Codable, Hashable, Sendable {
  /// The categories the product is listed in (1–20 leaves, none archived).
  public var categoryIDs: [Category.ID]
  /// The product's name, 1–200 characters.
  public var name: String
  /// Whether lists show a one-tap "add to cart" (default true).
  public var quickBuy: Bool?
  /// 1–50 variants; the first is the default one lists show. An edit lists every variant the product keeps.
  public var variants: [AdminVariant]
  /// `20%` (default), `10%`, `0%` or `без НДС`.
  public var vatRate: String?

  /// A draft.
  public init(
    categoryIDs: [Category.ID], name: String, quickBuy: Bool? = nil, variants: [AdminVariant], vatRate: String? = nil
  ) {
    self.categoryIDs = categoryIDs
    self.name = name
    self.quickBuy = quickBuy
    self.variants = variants
    self.vatRate = vatRate
  }

  enum CodingKeys: String, CodingKey {
    case categoryIDs = "category_ids"
    case name
    case quickBuy = "quick_buy"
    case variants
    case vatRate = "vat_rate"
  }
}
