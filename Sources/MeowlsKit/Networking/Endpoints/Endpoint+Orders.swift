import MeowlsAPI

extension Endpoint where Response == EmptyResponse {
  /// `POST /orders/{number}/cancel`.
  public static func cancelOrder(_ number: OrderNumber) -> Self { Self(.orders(.cancel(.valid(number)))) }
}

extension Endpoint where Response == OrderDetail {
  /// `GET /orders/{number}`.
  public static func order(_ number: OrderNumber) -> Self { Self(.orders(.detail(.valid(number)))) }
}

extension Endpoint where Response == Page<Order> {
  /// `GET /orders?page&per_page`: newest first.
  public static func orders(page: PageRequest) -> Self { Self(.orders(.list(page))) }
}

extension Endpoint where Response == Cart {
  /// `POST /orders/{number}/repeat`: puts the order's items into the cart again.
  public static func repeatOrder(_ number: OrderNumber) -> Self { Self(.orders(.repeat(.valid(number)))) }
}
