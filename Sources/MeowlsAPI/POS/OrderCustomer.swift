/// The customer of an order as staff see it at the counter or the door: `{name?, phone}`.
public struct OrderCustomer: Codable, Hashable, Sendable {
  /// The name on the account, when the customer gave one.
  public var name: String?
  /// The account's phone (normalised, e.g. `79139139113`).
  public var phone: String

  /// A customer.
  public init(name: String? = nil, phone: String) {
    self.name = name
    self.phone = phone
  }

  enum CodingKeys: String, CodingKey {
    case name
    case phone
  }
}
