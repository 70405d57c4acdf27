/// What a generated catalogue picture shows: the facts the SVG renderer draws for one image key.
public struct CatalogImageSpec: Sendable, Equatable {
  /// What the picture belongs to.
  public enum Kind: String, Sendable, CaseIterable {
    case banner
    case category
    case product
    case sale
  }

  /// The dominant colour, `#RRGGBB` (brand, category or sale colour).
  public var color: String
  public var kind: Kind
  /// The animal to draw, when the picture is about one.
  public var petKind: DemoPetKind?
  /// A second line: the brand of a product, the parent of a category, the discount of a sale.
  public var subtitle: String?
  /// The main line: a product, category or sale name, a banner heading.
  public var title: String

  public init(color: String, kind: Kind, petKind: DemoPetKind?, subtitle: String?, title: String) {
    self.color = color
    self.kind = kind
    self.petKind = petKind
    self.subtitle = subtitle
    self.title = title
  }
}
