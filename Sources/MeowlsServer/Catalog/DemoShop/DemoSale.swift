import Foundation

/// A promotion; its products' variants carry its discount and badge.
public struct DemoSale: Equatable, Sendable {
  public var badgeID: UUID
  public var code: String
  public var disclaimer: String
  public var discountPercent: Int
  /// Midnight UTC of the last day (SQL `DATE`).
  public var endDate: Date
  public var id: UUID
  /// The key of the banner image, e.g. `sales/felix-25`.
  public var imageKey: String
  /// In catalogue order.
  public var productIDs: [UUID]
  /// The banner redirect that opens this sale (`sales.redirect_id`), if a banner points at it.
  public var redirectID: UUID?
  /// Midnight UTC of the first day (SQL `DATE`).
  public var startDate: Date
  public var title: String
  public var type: DemoSaleType

  public init(
    badgeID: UUID, code: String, disclaimer: String, discountPercent: Int, endDate: Date, id: UUID, imageKey: String,
    productIDs: [UUID], redirectID: UUID?, startDate: Date, title: String, type: DemoSaleType
  ) {
    self.badgeID = badgeID
    self.code = code
    self.disclaimer = disclaimer
    self.discountPercent = discountPercent
    self.endDate = endDate
    self.id = id
    self.imageKey = imageKey
    self.productIDs = productIDs
    self.redirectID = redirectID
    self.startDate = startDate
    self.title = title
    self.type = type
  }
}
