/// `delivery` of an order: `{type, delivery_date?, delivery_time_interval?, address?, pickup_point?}`.
public struct OrderDelivery: Codable, Hashable, Sendable {
  /// The delivery address (courier orders).
  public var address: Address?
  /// The delivery day.
  public var deliveryDate: DeliveryDate?
  /// The delivery window.
  public var deliveryTimeInterval: DeliveryTimeInterval?
  /// The shop of a pick-up order (new in MEOWLS).
  public var pickupPoint: PickupPoint?
  /// Courier or pick-up.
  public var type: DeliveryType

  /// An order's delivery.
  public init(
    address: Address? = nil, deliveryDate: DeliveryDate? = nil, deliveryTimeInterval: DeliveryTimeInterval? = nil,
    pickupPoint: PickupPoint? = nil, type: DeliveryType
  ) {
    self.address = address
    self.deliveryDate = deliveryDate
    self.deliveryTimeInterval = deliveryTimeInterval
    self.pickupPoint = pickupPoint
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case address
    case deliveryDate = "delivery_date"
    case deliveryTimeInterval = "delivery_time_interval"
    case pickupPoint = "pickup_point"
    case type
  }
}
