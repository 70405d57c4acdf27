import MeowlsAPI

extension Endpoint where Response == Page<PickupOrder> {
  /// `GET /pos/pickups?status&page&per_page`: the shop's click-and-collect orders, oldest first.
  public static func pickups(_ query: PickupQuery) -> Self { Self(.pos(.pickup(.list(query)))) }
}

extension Endpoint where Response == PickupOrder {
  /// `POST /pos/pickups/{number}/ready`: the order is packed and waits for its customer.
  public static func markPickupReady(_ number: OrderNumber) -> Self {
    Self(.pos(.pickup(.markReady(.valid(number)))))
  }
}

extension Endpoint where Response == OrderHandOver {
  /// `POST /pos/pickups/{number}/hand_over` `{phone, payment?, register_id?}`.
  public static func handOver(_ number: OrderNumber, _ request: HandOverRequest) -> Self {
    Self(.pos(.pickup(.handOver(.valid(number), request))))
  }
}
