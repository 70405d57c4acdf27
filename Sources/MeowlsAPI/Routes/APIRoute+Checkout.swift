extension APIRoute {
  /// `/api/v1/checkout/...` (all need a token; the city comes in the `X-City-Id` header where needed).
  public enum Checkout: Equatable, Sendable {
    /// `GET /checkout/available_dates` (`X-City-Id`) → `[AvailableDate]`.
    case availableDates
    /// `GET /checkout/available_deliveries` → `[DeliveryOption]`.
    case availableDeliveries
    /// `POST /checkout/available_payments` (no body) → `[PaymentOption]`.
    case availablePayments
    /// `POST /checkout/check_availability_and_calculate_amount` → `Cart` with delivery and total.
    case calculate(CheckoutRequest)
    /// `GET /checkout/pickup_points` (`X-City-Id`) → `[PickupPoint]` (new in MEOWLS).
    case pickupPoints
    /// `POST /checkout/purchase` (optional `Idempotency-Key`) → `PurchaseResult`.
    case purchase(CheckoutRequest)
  }
}

extension APIRoute.Checkout {
  /// Who may call this route.
  public var access: RouteAccess {
    switch self {
    case .availableDates, .availableDeliveries, .availablePayments, .calculate, .pickupPoints, .purchase: .customer
    }
  }

  /// The request for this route.
  public var request: RouteRequest {
    switch self {
    case .availableDates: .api(.GET, ["checkout", "available_dates"])
    case .availableDeliveries: .api(.GET, ["checkout", "available_deliveries"])
    case .availablePayments: .api(.POST, ["checkout", "available_payments"])
    case .calculate(let body): .api(post: ["checkout", "check_availability_and_calculate_amount"], body: body)
    case .pickupPoints: .api(.GET, ["checkout", "pickup_points"])
    case .purchase(let body): .api(post: ["checkout", "purchase"], body: body)
    }
  }

  /// The routes of a path below `/api/v1`.
  static func table(for path: [String]) -> RouteTable<Self> {
    switch path {
    case ["checkout", "available_dates"]: [.GET: { _ in .availableDates }]
    case ["checkout", "available_deliveries"]: [.GET: { _ in .availableDeliveries }]
    case ["checkout", "available_payments"]: [.POST: { _ in .availablePayments }]
    case ["checkout", "check_availability_and_calculate_amount"]:
      [.POST: { input in .calculate(try input.body()) }]
    case ["checkout", "pickup_points"]: [.GET: { _ in .pickupPoints }]
    case ["checkout", "purchase"]: [.POST: { input in .purchase(try input.body()) }]
    default: [:]
    }
  }
}
