/// The body of `POST /pos/deliveries/{number}/failed`: `{reason}`.
public struct DeliveryFailureRequest: Codable, Hashable, Sendable {
  /// Why the order could not be delivered (not blank).
  public var reason: String

  /// A failed delivery.
  public init(reason: String) {
    self.reason = reason
  }

  enum CodingKeys: String, CodingKey {
    case reason
  }
}
