/// The body of `POST /pos/deliveries/{number}/delivered`: `{payment?}` (`{}` for an order paid before).
public struct DeliveredRequest: Codable, Hashable, Sendable {
  /// The payment taken at the door, required when the order is not paid yet.
  public var payment: TenderRequest?

  /// A delivery.
  public init(payment: TenderRequest? = nil) {
    self.payment = payment
  }

  enum CodingKeys: String, CodingKey {
    case payment
  }
}
