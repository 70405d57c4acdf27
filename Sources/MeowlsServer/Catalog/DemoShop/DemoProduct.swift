import Foundation

/// A product with its variants, placed in one leaf category.
public struct DemoProduct: Equatable, Sendable {
  public var allowQuickBuy: Bool
  public var brand: String
  /// `#RRGGBB`, for the generated image card.
  public var brandColor: String
  public var categoryID: UUID
  /// Unique; transliterated from the name.
  public var code: String
  public var defaultVariantArticle: String
  public var id: UUID
  /// The key of the image the seeder draws, e.g. `products/felix_sensation_…`.
  public var imageKey: String
  public var name: String
  public var petKind: DemoPetKind
  /// The sale this product belongs to (at most one).
  public var saleID: UUID?
  public var sections: [DemoSection]
  public var variants: [DemoVariant]
  /// The VAT rate its receipts carry (`VATRate`): `20%` unless the catalogue gives another.
  public var vatRate: String

  public init(
    allowQuickBuy: Bool, brand: String, brandColor: String, categoryID: UUID, code: String,
    defaultVariantArticle: String, id: UUID, imageKey: String, name: String, petKind: DemoPetKind, saleID: UUID?,
    sections: [DemoSection], variants: [DemoVariant], vatRate: String = VATRate.standard
  ) {
    self.allowQuickBuy = allowQuickBuy
    self.brand = brand
    self.brandColor = brandColor
    self.categoryID = categoryID
    self.code = code
    self.defaultVariantArticle = defaultVariantArticle
    self.id = id
    self.imageKey = imageKey
    self.name = name
    self.petKind = petKind
    self.saleID = saleID
    self.sections = sections
    self.variants = variants
    self.vatRate = vatRate
  }
}
