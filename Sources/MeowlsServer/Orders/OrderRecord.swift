import Foundation
import MeowlsAPI

/// An order as stored: the row of `orders` with its lines and totals (a snapshot taken at purchase).
struct OrderRecord: Equatable, Sendable {
  /// Where a courier delivers (nil for pick-up).
  var address: Address?
  var comment: String?
  var createdAt: Int64
  /// The courier's day (nil for pick-up).
  var deliveryDate: CalendarDate?
  var deliveryType: DeliveryType
  /// When the open order is overdue: the end of its delivery window, or of a pick-up's holding time.
  var dueAt: Int64
  var id: UUID
  /// The courier window as offered at purchase (nil for pick-up).
  var interval: DeliveryTimeInterval?
  var lines: [OrderLine]
  var number: Int
  /// The day it was placed, in the time zone of its city.
  var orderDate: CalendarDate
  var paid: Bool
  var paymentType: PaymentType
  var promoCodeID: UUID?
  var status: OrderStatusCode
  /// The location the units came from: the online warehouse (courier) or the pick-up shop.
  var stockLocation: UUID
  /// The totals charged, in order (names are rendered per language).
  var totals: [OrderTotal]
  var userID: User.ID
}

/// A line of an order: what was bought, named and priced as at the purchase.
struct OrderLine: Equatable, Sendable {
  var article: Article
  var count: Int
  var id: UUID
  /// The unit price paid (with the product discount of the time).
  var price: Price
  var productID: UUID
  var productName: String
  /// The variant, while it exists in the catalogue.
  var variantID: UUID?
  var variantName: String
}

/// A total line of an order: its type and amount.
struct OrderTotal: Equatable, Sendable {
  var type: SummaryType
  var value: Money
}
