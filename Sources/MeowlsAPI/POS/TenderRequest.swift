/// How the customer pays an unpaid order at hand-over: `{received?, type}`.
public struct TenderRequest: Codable, Hashable, Sendable {
  /// For cash: the amount the customer handed over (the change is computed); nil means exactly the amount due.
  public var received: Money?
  /// `cash`, or `card` (charged for the amount due through the shop's card terminal).
  public var type: PaymentType

  /// A tender.
  public init(received: Money? = nil, type: PaymentType) {
    self.received = received
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case received
    case type
  }
}
