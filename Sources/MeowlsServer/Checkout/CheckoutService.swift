import Foundation
import MeowlsAPI

/// The checkout's read routes (api.md §11.1–11.3 with `decisions.md`): delivery and payment options, courier
/// slots, pick-up points, and the calculation of what a purchase would cost.
struct CheckoutService: Sendable {
  let carts: CartService
  let clock: Clock
  let database: any Database
  let settings: CheckoutSettings

  /// `GET /checkout/available_deliveries`: courier, and pick-up unless the `X-City-Id` sent names a city without a
  /// MEOWLS shop.
  func deliveries(cityHeader: String?, in language: Language) throws -> [DeliveryOption] {
    guard let city = cityHeader.flatMap(City.ID.init(uuidString:)) else {
      return CheckoutOptions.deliveries(pickupOffered: true, courierMinimum: settings.courierMinimum, in: language)
    }
    let shops = try database.withConnection { try CheckoutPlaces.shops(in: city, $0) }
    return CheckoutOptions.deliveries(
      pickupOffered: !shops.isEmpty, courierMinimum: settings.courierMinimum, in: language)
  }

  /// `POST /checkout/available_payments`.
  func payments(in language: Language) -> [PaymentOption] {
    CheckoutOptions.payments(in: language)
  }

  /// `GET /checkout/available_dates` for the city of `X-City-Id`, at the clock's now.
  ///
  /// - Throws: `CheckoutError.xCityIdParameterRequired` / `.cityNotFoundById`.
  func availableDates(cityHeader: String?) throws -> [AvailableDate] {
    let id = try Self.cityID(cityHeader)
    return try database.withConnection { connection in
      guard let city = try CheckoutPlaces.city(id, in: connection) else { throw CheckoutError.cityNotFoundById }
      return DeliverySlots(
        intervals: try CheckoutPlaces.intervals(in: connection), now: clock.now(), timeZone: city.timeZone
      ).dates
    }
  }

  /// `GET /checkout/pickup_points`: the shops of the `X-City-Id` city, each saying whether it holds the whole of the
  /// caller's saved cart.
  func pickupPoints(cityHeader: String?, of user: User.ID) throws -> [PickupPoint] {
    let id = try Self.cityID(cityHeader)
    return try database.withConnection { connection in
      guard try CheckoutPlaces.city(id, in: connection) != nil else { throw CheckoutError.cityNotFoundById }
      let lines = try CartStore.find(of: user, in: connection)?.lines.map(\.line) ?? []
      let variants = try CheckoutPlaces.variantIDs(of: lines.map(\.article), in: connection)
      return try CheckoutPlaces.shops(in: id, connection).map { shop in
        let stock = try CheckoutPlaces.stock(of: Array(variants.values), at: shop.id.rawValue, in: connection)
        var point = shop
        point.holdsWholeCart = lines.allSatisfy { line in
          variants[line.article].map { (stock[$0] ?? 0) >= line.count } ?? false
        }
        return point
      }
    }
  }

  /// `POST /checkout/check_availability_and_calculate_amount`: the saved cart with `DELIVERY` and the total to pay,
  /// and `availability_alert_message` when a line exceeds the stock of the location the order would take from
  /// (the warehouse, or the pick-up shop named).
  func calculate(_ request: CheckoutRequest, of user: User.ID, in language: Language) throws -> Cart {
    try database.transaction(of: user) { connection in
      let priced = try carts.priced(savedCartOf: user, in: language, connection)
      var cart = priced.cart
      let cost = request.delivery.type == .courier ? settings.courierCost : .zero
      cart.summaries = CheckoutTotals.summaries(of: cart, delivery: cost, in: language)
      if try isShort(priced, for: request.delivery, connection) {
        cart.availabilityAlertMessage = CheckoutOptions.availabilityAlert(in: language)
      }
      return cart
    }
  }

  /// Whether a line exceeds the stock of the location the order would take from: the warehouse stock the cart was
  /// just priced with for a courier, the named shop's for a pick-up (none named yet: never short).
  private func isShort(
    _ priced: PricedCart, for delivery: CheckoutDelivery, _ connection: any DatabaseConnection
  ) throws -> Bool {
    switch delivery.type {
    case .courier: return priced.isShortInWarehouse
    case .selfPickup:
      guard let id = delivery.pickupPointID else { return false }
      guard try CheckoutPlaces.pickupShop(id, in: connection) != nil else { throw CheckoutError.pickupPointNotFound }
      return try isShort(priced.cart.items, variants: priced.variantIDs, at: id.rawValue, connection)
    }
  }

  private func isShort(
    _ items: [CartItem], variants: [Article: UUID], at location: UUID, _ connection: any DatabaseConnection
  ) throws -> Bool {
    let stock = try CheckoutPlaces.stock(of: Array(variants.values), at: location, in: connection)
    return items.contains { item in variants[item.article].map { (stock[$0] ?? 0) < item.count } ?? true }
  }

  /// The city of an `X-City-Id` header.
  static func cityID(_ header: String?) throws -> City.ID {
    guard let header, let id = City.ID(uuidString: header.trimmingCharacters(in: .whitespaces)) else {
      throw CheckoutError.xCityIdParameterRequired
    }
    return id
  }
}
