import MeowlsAPI

/// `/api/v1/checkout/...` (all need a token): take the caller → call the checkout → encode. Names follow
/// `Accept-Language`; the city comes in `X-City-Id`; a purchase may carry `Idempotency-Key`.
struct CheckoutHandler: Sendable {
  let checkout: CheckoutService
  let purchases: PurchaseService

  /// NB: purchases and cancels write `stock_levels`, whose triggers bump `catalog_revision.stock`: the catalogue's
  /// cache then renders products afresh, so listings show the stock the order left (see `CatalogCache`).
  static func live(_ dependencies: HandlerDependencies) -> Self {
    let (carts, clock, database) = (dependencies.carts, dependencies.environment.clock, dependencies.database)
    let settings = dependencies.settings.checkout
    return Self(
      checkout: CheckoutService(carts: carts, clock: clock, database: database, settings: settings),
      purchases: PurchaseService(
        carts: carts, clock: clock, database: database, random: dependencies.environment.random, settings: settings))
  }

  func respond(to route: APIRoute.Checkout, context: RouteContext) throws -> HTTPResponse {
    let user = try context.caller.user().id
    let language = context.language
    let city = context.cityHeader
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
        body, idempotencyKey: context.idempotencyKey, by: user, in: language)
      var response = HTTPResponse.json(answer.body)
      if answer.replayed { response.headers.add("Idempotent-Replayed", "true") }
      return response
    }
  }
}
