/// Stock of a variant in the online warehouse: `{type, delivery_duration?, count}`.
public struct AvailabilityInfo: Codable, Hashable, Sendable {
  /// Units in stock.
  public var count: Int
  /// Days until delivery, when known.
  public var deliveryDuration: Int?
  /// Whether the variant is available now, on order, or not at all.
  public var type: AvailabilityType

  /// Stock facts.
  public init(count: Int, deliveryDuration: Int? = nil, type: AvailabilityType) {
    self.count = count
    self.deliveryDuration = deliveryDuration
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case count
    case deliveryDuration = "delivery_duration"
    case type
  }
}
