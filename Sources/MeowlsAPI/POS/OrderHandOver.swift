/// The answer to a hand-over at the counter or a delivery at the door: `{number, paid, payment?, receipt_number?,
/// status_code}`.
public struct OrderHandOver: Codable, Hashable, Sendable {
  /// The order.
  public var number: OrderNumber
  /// Always true: the order is paid once handed over.
  public var paid: Bool
  /// The payment taken now; nil when the order was paid before.
  public var payment: Tender?
  /// The receipt printed for the payment taken now (`GET /pos/receipts/{number}`); nil when none was taken.
  public var receiptNumber: ReceiptNumber?
  /// `COMPLETED`.
  public var statusCode: OrderStatusCode

  /// A hand-over.
  public init(
    number: OrderNumber, paid: Bool, payment: Tender? = nil, receiptNumber: ReceiptNumber? = nil,
    statusCode: OrderStatusCode
  ) {
    self.number = number
    self.paid = paid
    self.payment = payment
    self.receiptNumber = receiptNumber
    self.statusCode = statusCode
  }

  enum CodingKeys: String, CodingKey {
    case number
    case paid
    case payment
    case receiptNumber = "receipt_number"
    case statusCode = "status_code"
  }
}
