import Foundation

/// The units of one variant held at one location.
public struct DemoStockLevel: Equatable, Sendable {
  public var locationID: UUID
  public var quantity: Int
  public var variantID: UUID

  public init(locationID: UUID, quantity: Int, variantID: UUID) {
    self.locationID = locationID
    self.quantity = quantity
    self.variantID = variantID
  }
}
