/// An order in list form (`GET /orders`).
public struct Order: Codable, Hashable, Sendable, Identifiable {
  /// An order's id (the public handle is its `number`).
  public typealias ID = Identifier<Order>

  /// Always false in the original.
  public var canBePaidOnline: Bool
  /// Whether it can still be cancelled (IN_PROGRESS).
  public var cancelable: Bool
  /// The order id.
  public var id: ID
  /// Line thumbnails.
  public var itemsPreviews: [OrderItemPreview]
  /// The public order number.
  public var number: OrderNumber
  /// The day it was placed (`yyyy-MM-dd`).
  public var orderDate: CalendarDate
  /// Whether it is paid.
  public var paid: Bool
  /// Whether every line is still in stock.
  public var repeatAllowed: Bool
  /// The status text, e.g. `"Новый"`.
  public var status: String
  /// The status.
  public var statusCode: OrderStatusCode
  /// Totals, ending with TOTAL.
  public var summaries: [Summary]

  /// An order in list form.
  public init(
    canBePaidOnline: Bool, cancelable: Bool, id: ID, itemsPreviews: [OrderItemPreview], number: OrderNumber,
    orderDate: CalendarDate, paid: Bool, repeatAllowed: Bool, status: String, statusCode: OrderStatusCode,
    summaries: [Summary]
  ) {
    self.canBePaidOnline = canBePaidOnline
    self.cancelable = cancelable
    self.id = id
    self.itemsPreviews = itemsPreviews
    self.number = number
    self.orderDate = orderDate
    self.paid = paid
    self.repeatAllowed = repeatAllowed
    self.status = status
    self.statusCode = statusCode
    self.summaries = summaries
  }

  enum CodingKeys: String, CodingKey {
    case canBePaidOnline = "can_be_paid_online"
    case cancelable
    case id
    case itemsPreviews = "items_previews"
    case number
    case orderDate = "order_date"
    case paid
    case repeatAllowed = "repeat_allowed"
    case status
    case statusCode = "status_code"
    case summaries
  }
}

/// An order's id.
public typealias OrderID = Order.ID
