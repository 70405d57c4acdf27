/// A product family in `products/*.json`: one brand line expanded into one product per item.
struct DemoFamilyData: Decodable {
  var allowQuickBuy: Bool?
  /// Badge codes every product of the family carries (e.g. `new`).
  var badges: [String]?
  var brand: String
  /// The category path (codes joined by `/`); a brand-leaf section places products in the brand's leaf.
  var category: String
  /// `#RRGGBB` brand colour for the image card.
  var color: String
  /// The property whose value is the item (its `value` or `name`), e.g. `flavour`.
  var itemProperty: String?
  var items: [DemoFamilyItemData]
  /// The section kit in `sections.json`.
  var kit: String
  /// The product name template, e.g. "Felix Sensation {item} в желе для кошек".
  var name: String
  /// ± percent of random price variation between items.
  var priceSpread: Int?
  var properties: [String: DemoStringList]?
  /// Placeholder texts for the kit's sections, overriding the kit's defaults.
  var texts: [String: String]?
  /// The property whose value is the variant's label, e.g. `weight`.
  var variantProperty: String?
  var variants: [DemoFamilyVariantData]
  /// The VAT rate of the family's products (`20%`, `10%`, `0%` or `без НДС`); `20%` when absent.
  var vat: String?
}
