/// The body of `POST /pos/pickups/{number}/hand_over`: `{payment?, phone, register_id?}`.
public struct HandOverRequest: Codable, Hashable, Sendable {
  /// The payment, required when the order is not paid yet (ignored when it is).
  public var payment: TenderRequest?
  /// The phone the customer gives; it must be the order's (any spelling: `+7 (913) …`, `8913…`).
  public var phone: String
  /// The register whose drawer takes the payment: one of the order's shop, with an open shift. Required when a
  /// payment is taken (the payment then counts in that shift's X and Z reports); ignored for a paid order.
  public var registerID: Register.ID?

  /// A hand-over.
  public init(payment: TenderRequest? = nil, phone: String, registerID: Register.ID? = nil) {
    self.payment = payment
    self.phone = phone
    self.registerID = registerID
  }

  enum CodingKeys: String, CodingKey {
    case payment
    case phone
    case registerID = "register_id"
  }
}
