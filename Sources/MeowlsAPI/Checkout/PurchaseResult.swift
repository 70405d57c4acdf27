/// The answer of `POST /checkout/purchase`: `{"order_number": "1000053"}`.
///
/// NB: the number is a JSON *string* here, while orders send it as an integer; this type keeps that exactly.
public struct PurchaseResult: Codable, Hashable, Sendable {
  /// The new order's number.
  public var orderNumber: OrderNumber

  /// A purchase result.
  public init(orderNumber: OrderNumber) {
    self.orderNumber = orderNumber
  }

  enum CodingKeys: String, CodingKey {
    case orderNumber = "order_number"
  }

  /// Decodes the number from its decimal string.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let text = try container.decode(String.self, forKey: .orderNumber)
    guard let number = Int(text) else {
      throw DecodingError.dataCorruptedError(
        forKey: .orderNumber, in: container, debugDescription: "Expected an order number string, got '\(text)'.")
    }
    self.orderNumber = OrderNumber(number)
  }

  /// Encodes the number as a decimal string.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(String(orderNumber.rawValue), forKey: .orderNumber)
  }
}
