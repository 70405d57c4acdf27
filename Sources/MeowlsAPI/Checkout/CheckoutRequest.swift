/// The body of `/checkout/check_availability_and_calculate_amount` and `/checkout/purchase` (`CheckoutDTO`):
/// `{delivery, payment_type?, comment?, client?}`.
public struct CheckoutRequest: Codable, Hashable, Sendable {
  /// Contact details; accepted and ignored (the order's client is the account owner).
  public var client: OrderClient?
  /// A note for the courier or shop.
  public var comment: String?
  /// How and when to deliver.
  public var delivery: CheckoutDelivery
  /// How the customer pays; required by purchase (400 `paymentTypeRequired`).
  public var paymentType: PaymentType?

  /// A checkout request.
  public init(
    client: OrderClient? = nil, comment: String? = nil, delivery: CheckoutDelivery, paymentType: PaymentType? = nil
  ) {
    self.client = client
    self.comment = comment
    self.delivery = delivery
    self.paymentType = paymentType
  }

  enum CodingKeys: String, CodingKey {
    case client
    case comment
    case delivery
    case paymentType = "payment_type"
  }
}
