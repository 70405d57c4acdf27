/// `delivery.type`: courier delivery or pick-up in a MEOWLS shop.
public enum DeliveryType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `courier`.
  case courier
  /// `self_pickup`: from a shop of `/checkout/pickup_points`.
  case selfPickup = "self_pickup"
}
