import MeowlsAPI

extension Endpoint where Response == [AvailableDate] {
  /// `GET /checkout/available_dates` for the city in `X-City-Id`.
  public static var availableDates: Self { Self(.checkout(.availableDates)) }
}

extension Endpoint where Response == [DeliveryOption] {
  /// `GET /checkout/available_deliveries`.
  public static var availableDeliveries: Self { Self(.checkout(.availableDeliveries)) }
}

extension Endpoint where Response == [PaymentOption] {
  /// `POST /checkout/available_payments`.
  public static var availablePayments: Self { Self(.checkout(.availablePayments)) }
}

extension Endpoint where Response == Cart {
  /// `POST /checkout/check_availability_and_calculate_amount`: the cart with delivery and total.
  public static func calculateCheckout(_ request: CheckoutRequest) -> Self { Self(.checkout(.calculate(request))) }
}

extension Endpoint where Response == [PickupPoint] {
  /// `GET /checkout/pickup_points` for the city in `X-City-Id`.
  public static var pickupPoints: Self { Self(.checkout(.pickupPoints)) }
}

extension Endpoint where Response == PurchaseResult {
  /// `POST /checkout/purchase` with an `Idempotency-Key`: keep one key per purchase the user means, so that a
  /// retry (by the client or by the user after an error) never buys twice.
  public static func purchase(_ request: CheckoutRequest, idempotencyKey: String) -> Self {
    Self(.checkout(.purchase(request)), idempotencyKey: idempotencyKey)
  }
}
