/// An item of `/checkout/available_deliveries`: `{type, title, subtitle}`.
public struct DeliveryOption: Codable, Hashable, Sendable {
  /// The small print, e.g. `"заказ от 500 ₽"`.
  public var subtitle: String
  /// The label, e.g. `"Доставка курьером"`.
  public var title: String
  /// The delivery type.
  public var type: DeliveryType

  /// A delivery option.
  public init(subtitle: String, title: String, type: DeliveryType) {
    self.subtitle = subtitle
    self.title = title
    self.type = type
  }

  enum CodingKeys: String, CodingKey {
    case subtitle
    case title
    case type
  }
}
