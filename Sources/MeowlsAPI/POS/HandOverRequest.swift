/// The body of `POST /pos/pickups/{number}/hand_over`: `{payment?, phone}`.
public struct HandOverRequest: Codable, Hashable, Sendable {
  /// The payment, required when the order is not paid yet (ignored when it is).
  public var payment: TenderRequest?
  /// The phone the customer gives; it must be the order's (any spelling: `+7 (913) …`, `8913…`).
  public var phone: String

  /// A hand-over.
  public init(payment: TenderRequest? = nil, phone: String) {
    self.payment = payment
    self.phone = phone
  }

  enum CodingKeys: String, CodingKey {
    case payment
    case phone
  }
}
