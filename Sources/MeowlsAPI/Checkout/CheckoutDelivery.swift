/// `delivery` of a checkout request: `{type, delivery_date?, delivery_time_interval?, address?, pickup_point_id?}`.
///
/// NB: `delivery_date` must be `dd.MM.yyyy` and interval times `HH:mm`, or the body does not decode (400).
public struct CheckoutDelivery: Codable, Hashable, Sendable {
  /// Where to deliver (courier).
  public var address: Address?
  /// The delivery day.
  public var deliveryDate: DeliveryDate?
  /// The delivery window (as offered by `/checkout/available_dates`).
  public var deliveryTimeInterval: DeliveryTimeInterval?
  /// The shop to pick up from (`self_pickup`, new in MEOWLS).
  public var pickupPointID: PickupPoint.ID?
  /// Courier or pick-up (the only required key).
  public var type: DeliveryType

  /// Delivery details.
  public init(
    address: Address? = nil, deliveryDate: DeliveryDate? = nil, deliveryTimeInterval: DeliveryTimeInterval? = nil,
    pickupPointID: PickupPoint.ID? = nil, type: DeliveryType
  ) {
    self.address = address
    self.deliveryDate = deliveryDate
    self.deliveryTimeInterval = deliveryTimeInterval
    self.pickupPointID = pickupPointID
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case address
    case deliveryDate = "delivery_date"
    case deliveryTimeInterval = "delivery_time_interval"
    case pickupPointID = "pickup_point_id"
    case type
  }
}
