import MeowlsAPI

extension Endpoint where Response == Page<DeliveryTask> {
  /// `GET /pos/deliveries?status&page&per_page`: a courier's own tasks, a manager's team's, or (`waiting`) the
  /// city's courier orders no courier has yet.
  public static func deliveries(_ query: DeliveriesQuery) -> Self { Self(.pos(.couriers(.list(query)))) }
}

extension Endpoint where Response == DeliveryTask {
  /// `POST /pos/deliveries` `{order_number, courier_id}` (a manager's, or a cashier's `approved(by:)` one).
  public static func assignDelivery(_ request: DeliveryAssignmentRequest) -> Self {
    Self(.pos(.couriers(.assign(request))))
  }
  /// `POST /pos/deliveries/{number}/failed` `{reason}`.
  public static func deliveryFailed(_ number: OrderNumber, reason: String) -> Self {
    Self(.pos(.couriers(.markFailed(.valid(number), DeliveryFailureRequest(reason: reason)))))
  }
}

extension Endpoint where Response == OrderHandOver {
  /// `POST /pos/deliveries/{number}/delivered` `{payment?}` (none for a paid order).
  public static func delivered(_ number: OrderNumber, payment: TenderRequest?) -> Self {
    Self(.pos(.couriers(.markDelivered(.valid(number), DeliveredRequest(payment: payment)))))
  }
}
