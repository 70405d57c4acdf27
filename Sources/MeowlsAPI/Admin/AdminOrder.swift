import Foundation

/// An order as the back office lists it (`GET /admin/orders`, and the audit rows of its changes): `{created_at,
/// customer, delivery_type, id, number, order_date, paid, payment_type, refunded, shop_id?, status_code, total}`.
public struct AdminOrder: Codable, Hashable, Sendable, Identifiable {
  /// When it was placed, to the second.
  public var createdAt: Date
  /// The account owner's name and phone.
  public var customer: OrderCustomer
  public var deliveryType: DeliveryType
  public var id: Order.ID
  public var number: OrderNumber
  /// The day it was placed, in its city.
  public var orderDate: CalendarDate
  public var paid: Bool
  public var paymentType: PaymentType
  /// What was given back so far (approved refunds, and any whose answer is still awaited).
  public var refunded: Money
  /// The pick-up shop; nil for a courier order (sent from the online warehouse).
  public var shopID: Shop.ID?
  public var statusCode: OrderStatusCode
  /// The order's `TOTAL`.
  public var total: Money

  /// A listed order.
  public init(
    createdAt: Date, customer: OrderCustomer, deliveryType: DeliveryType, id: Order.ID, number: OrderNumber,
    orderDate: CalendarDate, paid: Bool, paymentType: PaymentType, refunded: Money, shopID: Shop.ID? = nil,
    statusCode: OrderStatusCode, total: Money
  ) {
    self.createdAt = createdAt
    self.customer = customer
    self.deliveryType = deliveryType
    self.id = id
    self.number = number
    self.orderDate = orderDate
    self.paid = paid
    self.paymentType = paymentType
    self.refunded = refunded
    self.shopID = shopID
    self.statusCode = statusCode
    self.total = total
  }

  enum CodingKeys: String, CodingKey {
    case createdAt = "created_at"
    case customer
    case deliveryType = "delivery_type"
    case id
    case number
    case orderDate = "order_date"
    case paid
    case paymentType = "payment_type"
    case refunded
    case shopID = "shop_id"
    case statusCode = "status_code"
    case total
  }
}
