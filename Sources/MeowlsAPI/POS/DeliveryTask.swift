import Foundation

/// A courier order assigned to a courier:
/// `{address, assigned_at, courier_id, customer, delivery_date?, delivery_time_interval?, failure_reason?, lines,
/// number, paid, payment_type, status, total}`.
public struct DeliveryTask: Codable, Hashable, Sendable {
  /// Where to deliver, as one line ("city, street, house[, flat]").
  public var address: String
  /// When a manager assigned it.
  public var assignedAt: Date?
  /// The courier it is assigned to.
  public var courierID: User.ID?
  /// Who receives it.
  public var customer: OrderCustomer
  /// The delivery day chosen at checkout.
  public var deliveryDate: DeliveryDate?
  /// The delivery window chosen at checkout.
  public var deliveryTimeInterval: DeliveryTimeInterval?
  /// Why the delivery failed (status `failed` only).
  public var failureReason: String?
  /// What to deliver.
  public var lines: [StaffOrderLine]
  /// The order number.
  public var number: OrderNumber
  /// Whether it is paid already (otherwise the courier takes the payment).
  public var paid: Bool
  /// How the customer said they would pay.
  public var paymentType: PaymentType
  /// assigned, delivered or failed.
  public var status: DeliveryStatus
  /// The amount to pay (the order's `TOTAL`).
  public var total: Money

  /// A courier task.
  public init(
    address: String, assignedAt: Date?, courierID: User.ID?, customer: OrderCustomer, deliveryDate: DeliveryDate? = nil,
    deliveryTimeInterval: DeliveryTimeInterval? = nil, failureReason: String? = nil, lines: [StaffOrderLine],
    number: OrderNumber, paid: Bool, paymentType: PaymentType, status: DeliveryStatus, total: Money
  ) {
    self.address = address
    self.assignedAt = assignedAt
    self.courierID = courierID
    self.customer = customer
    self.deliveryDate = deliveryDate
    self.deliveryTimeInterval = deliveryTimeInterval
    self.failureReason = failureReason
    self.lines = lines
    self.number = number
    self.paid = paid
    self.paymentType = paymentType
    self.status = status
    self.total = total
  }

  enum CodingKeys: String, CodingKey {
    case address
    case assignedAt = "assigned_at"
    case courierID = "courier_id"
    case customer
    case deliveryDate = "delivery_date"
    case deliveryTimeInterval = "delivery_time_interval"
    case failureReason = "failure_reason"
    case lines
    case number
    case paid
    case paymentType = "payment_type"
    case status
    case total
  }
}
