/// The body of `POST /pos/deliveries`: `{courier_id, order_number}`.
public struct DeliveryAssignmentRequest: Codable, Hashable, Sendable {
  /// The courier to give the order to (a courier of a shop in the order's city).
  public var courierID: User.ID
  /// The courier order.
  public var orderNumber: OrderNumber

  /// An assignment.
  public init(courierID: User.ID, orderNumber: OrderNumber) {
    self.courierID = courierID
    self.orderNumber = orderNumber
  }

  enum CodingKeys: String, CodingKey {
    case courierID = "courier_id"
    case orderNumber = "order_number"
  }
}
