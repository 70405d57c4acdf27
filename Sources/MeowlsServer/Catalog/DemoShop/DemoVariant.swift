import Foundation

/// A purchasable variant of a product (a weight, size or volume) with its price, stock and badges.
public struct DemoVariant: Equatable, Sendable {
  /// Numeric, globally unique.
  public var article: String
  public var availability: DemoAvailability
  /// Badge ids in display order.
  public var badgeIDs: [UUID]
  public var id: UUID
  public var price: DemoPrice
  /// Ids of `DemoCatalog.propertyValues`.
  public var propertyValueIDs: [UUID]
  /// The label, e.g. "400 г", "M", "5 л"; may be empty.
  public var shortName: String

  public init(
    article: String, availability: DemoAvailability, badgeIDs: [UUID], id: UUID, price: DemoPrice,
    propertyValueIDs: [UUID], shortName: String
  ) {
    self.article = article
    self.availability = availability
    self.badgeIDs = badgeIDs
    self.id = id
    self.price = price
    self.propertyValueIDs = propertyValueIDs
    self.shortName = shortName
  }
}
