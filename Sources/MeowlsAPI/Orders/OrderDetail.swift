/// An order in detail form (`GET /orders/{number}`): the list form without `items_previews`, plus client, comment,
/// payment type, lines and delivery.
public struct OrderDetail: Codable, Hashable, Sendable, Identifiable {
  /// Always false in the original.
  public var canBePaidOnline: Bool
  /// Whether it can still be cancelled (IN_PROGRESS).
  public var cancelable: Bool
  /// The account owner.
  public var client: OrderClient
  /// The customer's note.
  public var comment: String?
  /// How and when it is delivered.
  public var delivery: OrderDelivery
  /// The order id.
  public var id: Order.ID
  /// The lines, with current prices and stock.
  public var items: [CartItem]
  /// The public order number.
  public var number: OrderNumber
  /// The day it was placed (`yyyy-MM-dd`).
  public var orderDate: CalendarDate
  /// Whether it is paid.
  public var paid: Bool
  /// How the customer pays.
  public var paymentType: PaymentType
  /// Whether every line is still in stock.
  public var repeatAllowed: Bool
  /// The status text, e.g. `"Выполнен"`.
  public var status: String
  /// The status.
  public var statusCode: OrderStatusCode
  /// Totals, ending with TOTAL.
  public var summaries: [Summary]

  /// An order in detail form.
  public init(
    canBePaidOnline: Bool, cancelable: Bool, client: OrderClient, comment: String? = nil, delivery: OrderDelivery,
    id: Order.ID, items: [CartItem], number: OrderNumber, orderDate: CalendarDate, paid: Bool,
    paymentType: PaymentType, repeatAllowed: Bool, status: String, statusCode: OrderStatusCode, summaries: [Summary]
  ) {
    self.canBePaidOnline = canBePaidOnline
    self.cancelable = cancelable
    self.client = client
    self.comment = comment
    self.delivery = delivery
    self.id = id
    self.items = items
    self.number = number
    self.orderDate = orderDate
    self.paid = paid
    self.paymentType = paymentType
    self.repeatAllowed = repeatAllowed
    self.status = status
    self.statusCode = statusCode
    self.summaries = summaries
  }

  enum CodingKeys: String, CodingKey {
    case canBePaidOnline = "can_be_paid_online"
    case cancelable
    case client
    case comment
    case delivery
    case id
    case items
    case number
    case orderDate = "order_date"
    case paid
    case paymentType = "payment_type"
    case repeatAllowed = "repeat_allowed"
    case status
    case statusCode = "status_code"
    case summaries
  }
}
