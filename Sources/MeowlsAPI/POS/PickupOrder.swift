import Foundation

/// A click-and-collect order of the staff member's shop:
/// `{collect_by?, customer, lines, number, paid, payment_type, status_code, total}`.
public struct PickupOrder: Codable, Hashable, Sendable {
  /// For an order READY_FOR_PICKUP: when it goes back to stock unless collected.
  public var collectBy: Date?
  /// Who may collect it (the phone is checked at hand-over).
  public var customer: OrderCustomer
  /// What to pick and hand over.
  public var lines: [StaffOrderLine]
  /// The order number the customer shows.
  public var number: OrderNumber
  /// Whether it is paid already (otherwise it is paid at hand-over).
  public var paid: Bool
  /// How the customer said they would pay.
  public var paymentType: PaymentType
  /// IN_PROGRESS, READY_FOR_PICKUP, COMPLETED or CANCELED.
  public var statusCode: OrderStatusCode
  /// The amount to pay (the order's `TOTAL`).
  public var total: Money

  /// A pick-up order.
  public init(
    collectBy: Date? = nil, customer: OrderCustomer, lines: [StaffOrderLine], number: OrderNumber, paid: Bool,
    paymentType: PaymentType, statusCode: OrderStatusCode, total: Money
  ) {
    self.collectBy = collectBy
    self.customer = customer
    self.lines = lines
    self.number = number
    self.paid = paid
    self.paymentType = paymentType
    self.statusCode = statusCode
    self.total = total
  }

  enum CodingKeys: String, CodingKey {
    case collectBy = "collect_by"
    case customer
    case lines
    case number
    case paid
    case paymentType = "payment_type"
    case statusCode = "status_code"
    case total
  }
}
