import Foundation

/// One order in the back office (`GET /admin/orders/{id}`): the listed form, and its customer, delivery, lines,
/// totals, payment, refunds and the audit rows of its back-office changes.
public struct AdminOrderDetail: Codable, Hashable, Sendable {
  /// The account owner.
  public var client: OrderClient
  /// The customer's note.
  public var comment: String?
  public var delivery: OrderDelivery
  /// The back office's changes of the order (status, refunds), newest first, as `GET /admin/audit` answers them.
  public var history: [AuditEntry]
  /// The lines as bought.
  public var lines: [AdminOrderLine]
  public var order: AdminOrder
  /// How it was paid; nil while unpaid.
  public var payment: AdminOrderPayment?
  /// Every refund asked for, oldest first (declined ones too).
  public var refunds: [AdminOrderRefund]
  /// When its status last changed (the order keeps no other history of its status).
  public var statusChangedAt: Date
  /// The totals charged, ending with `TOTAL`.
  public var summaries: [Summary]

  /// An order's detail.
  public init(
    client: OrderClient, comment: String? = nil, delivery: OrderDelivery, history: [AuditEntry],
    lines: [AdminOrderLine], order: AdminOrder, payment: AdminOrderPayment? = nil, refunds: [AdminOrderRefund],
    statusChangedAt: Date, summaries: [Summary]
  ) {
    self.client = client
    self.comment = comment
    self.delivery = delivery
    self.history = history
    self.lines = lines
    self.order = order
    self.payment = payment
    self.refunds = refunds
    self.statusChangedAt = statusChangedAt
    self.summaries = summaries
  }

  enum CodingKeys: String, CodingKey {
    case client
    case comment
    case delivery
    case history
    case lines
    case order
    case payment
    case refunds
    case statusChangedAt = "status_changed_at"
    case summaries
  }
}

/// A line of an order as bought: `{amount, article, count, price, product_id, product_name, variant_id?,
/// variant_name}`.
public struct AdminOrderLine: Codable, Hashable, Sendable {
  /// `price` × `count`.
  public var amount: Money
  public var article: Article
  public var count: Int
  /// The unit price paid.
  public var price: Money
  public var productID: Product.ID
  public var productName: String
  /// The variant, while it is in the catalogue.
  public var variantID: ProductVariant.ID?
  public var variantName: String

  /// A line.
  public init(
    amount: Money, article: Article, count: Int, price: Money, productID: Product.ID, productName: String,
    variantID: ProductVariant.ID? = nil, variantName: String
  ) {
    self.amount = amount
    self.article = article
    self.count = count
    self.price = price
    self.productID = productID
    self.productName = productName
    self.variantID = variantID
    self.variantName = variantName
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case article
    case count
    case price
    case productID = "product_id"
    case productName = "product_name"
    case variantID = "variant_id"
    case variantName = "variant_name"
  }
}

/// How an order was paid: `{amount, authorization_code?, method, taken_at?}`.
public struct AdminOrderPayment: Codable, Hashable, Sendable {
  public var amount: Money
  /// The card terminal's code of a card payment.
  public var authorizationCode: String?
  public var method: AdminPaymentMethod
  /// When staff took it (a hand-over or a delivery); nil for an online payment.
  public var takenAt: Date?

  /// A payment.
  public init(amount: Money, authorizationCode: String? = nil, method: AdminPaymentMethod, takenAt: Date? = nil) {
    self.amount = amount
    self.authorizationCode = authorizationCode
    self.method = method
    self.takenAt = takenAt
  }

  enum CodingKeys: String, CodingKey {
    case amount
    case authorizationCode = "authorization_code"
    case method
    case takenAt = "taken_at"
  }
}

/// How money came in, and so how a refund goes back: a card at the counter or the door (through the card
/// terminal), cash there, or online (the simulated payment of a card order).
public enum AdminPaymentMethod: String, Codable, CaseIterable, Hashable, Sendable {
  case card
  case cash
  case online
}
