import MeowlsAPI

extension Endpoint where Response == Page<AdminOrder> {
  /// `GET /admin/orders?number&phone&from&to&status&shop_id&page&per_page`: orders, newest first.
  public static func adminOrders(_ query: AdminOrderQuery) -> Self { Self(.admin(.orders(.list(query)))) }
}

extension Endpoint where Response == AdminOrderDetail {
  /// `GET /admin/orders/{id}`: an order with its lines, payment, refunds and history.
  public static func adminOrder(_ id: Order.ID) -> Self { Self(.admin(.orders(.detail(.valid(id))))) }
  /// `POST /admin/orders/{id}/status`: the order moved on where its lifecycle allows.
  public static func changeOrderStatus(_ id: Order.ID, _ status: OrderStatusCode) -> Self {
    Self(.admin(.orders(.changeStatus(.valid(id), OrderStatusChange(statusCode: status)))))
  }
}

extension Endpoint where Response == AdminOrderRefund {
  /// `POST /admin/orders/{id}/refund`: money of a paid order back (all that is left when `amount` is nil).
  public static func refundOrder(_ id: Order.ID, _ request: OrderRefundRequest) -> Self {
    Self(.admin(.orders(.refund(.valid(id), request))))
  }
}
