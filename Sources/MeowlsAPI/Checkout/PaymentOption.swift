/// An item of `/checkout/available_payments`: `{type, title, subtitle}`.
public struct PaymentOption: Codable, Hashable, Sendable {
  /// The small print, e.g. `"при получении"`.
  public var subtitle: String
  /// The label, e.g. `"Банковская карта"`.
  public var title: String
  /// The payment type.
  public var type: PaymentType

  /// A payment option.
  public init(subtitle: String, title: String, type: PaymentType) {
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
