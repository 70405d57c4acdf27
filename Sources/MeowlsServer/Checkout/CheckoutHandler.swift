import MeowlsAPI

/// `/api/v1/checkout/...` (all need a token): authenticate → call the checkout → encode. Names follow
/// `Accept-Language`; the city comes in `X-City-Id`; a purchase may carry `Idempotency-Key`.
struct CheckoutHandler: Sendable {
  let authenticator: Authenticator
  let checkout: CheckoutService
  let purchases: PurchaseService

  func respond(to route: APIRoute.Checkout, request: HTTPRequest) throws -> HTTPResponse {
    let user = try authenticator.authenticate(request).id
    let language = Language(request)
    let city = request.headers["X-City-Id"]
    switch route {
    case .availableDates:
      return try .json(checkout.availableDates(cityHeader: city))
    case .availableDeliveries:
      return try .json(checkout.deliveries(cityHeader: city, in: language))
    case .availablePayments:
      return try .json(checkout.payments(in: language))
    case .calculate(let body):
      return try .json(checkout.calculate(body, of: user, in: language))
    case .pickupPoints:
      return try .json(checkout.pickupPoints(cityHeader: city, of: user))
    case .purchase(let body):
      let answer = try purchases.purchase(
        body, idempotencyKey: request.headers["Idempotency-Key"], by: user, in: language)
      var response = HTTPResponse.json(answer.body)
      if answer.replayed { response.headers.add("Idempotent-Replayed", "true") }
      return response
    }
  }
}
