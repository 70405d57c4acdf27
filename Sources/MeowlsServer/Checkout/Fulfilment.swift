import Foundation
import MeowlsAPI

/// How an order will reach its customer, once the request's `delivery` has been checked against the places: the
/// stock location it takes from, what delivery costs, and when it is overdue.
struct Fulfilment: Equatable, Sendable {
  enum Route: Equatable, Sendable {
    /// A courier brings it to `address` on `date` within `interval`.
    case courier(address: Address, date: CalendarDate, interval: DeliveryTimeInterval)
    /// The customer collects it at a MEOWLS shop.
    case pickup(PickupPoint)
  }

  /// The city of the address or of the shop (its time zone dates the order).
  var city: CheckoutCity
  var cost: Money
  var dueAt: Int64
  var location: UUID
  var route: Route

  var type: DeliveryType {
    if case .courier = route { .courier } else { .selfPickup }
  }

  /// Checks `delivery` (api.md §11.5 steps 4 and 6, `decisions.md` for pick-up) on the caller's connection.
  ///
  /// - Throws: `CheckoutError` (`invalidReceivedAddress`, `cityNotFoundById`, `deliveryCreationFailed`,
  ///   `deliveryTimeIntervalNotAvailable`, `pickupPointNotFound`).
  static func checked(
    _ delivery: CheckoutDelivery, settings: CheckoutSettings, now: Date, in connection: any DatabaseConnection
  ) throws -> Fulfilment {
    switch delivery.type {
    case .courier: try courier(delivery, settings: settings, now: now, connection)
    case .selfPickup: try pickup(delivery, settings: settings, now: now, connection)
    }
  }

  private static func courier(
    _ delivery: CheckoutDelivery, settings: CheckoutSettings, now: Date, _ connection: any DatabaseConnection
  ) throws -> Fulfilment {
    guard var address = delivery.address else { throw CheckoutError.invalidReceivedAddress }
    guard let city = try CheckoutPlaces.city(address.city.id, in: connection) else {
      throw CheckoutError.cityNotFoundById
    }
    let street = address.street.trimmingCharacters(in: .whitespacesAndNewlines)
    let house = address.house.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !street.isEmpty, !house.isEmpty else { throw CheckoutError.invalidReceivedAddress }
    guard let date = delivery.deliveryDate else { throw CheckoutError.deliveryCreationFailed(field: "delivery_date") }
    guard let wanted = delivery.deliveryTimeInterval else {
      throw CheckoutError.deliveryCreationFailed(field: "delivery_time_interval")
    }
    let slots = DeliverySlots(
      intervals: try CheckoutPlaces.intervals(in: connection), now: now, timeZone: city.timeZone)
    guard let interval = slots.interval(wanted.id, on: date.calendarDate),
      let end = DeliverySlots.moment(date.calendarDate, interval.to, in: city.timeZone)
    else { throw CheckoutError.deliveryTimeIntervalNotAvailable }
    guard let warehouse = try CheckoutPlaces.warehouse(in: connection) else {
      throw RowError.type(column: "stock_locations", expected: "an online warehouse")
    }
    address.city.name = city.city.name
    address.street = street
    address.house = house
    let flat = address.flat.flatMap { $0.isEmpty ? nil : $0 }
    address.formatted = ([city.city.name, street, house] + (flat.map { [$0] } ?? [])).joined(separator: ", ")
    return Fulfilment(
      city: city, cost: settings.courierCost, dueAt: EpochSeconds.from(end), location: warehouse,
      route: .courier(address: address, date: date.calendarDate, interval: interval))
  }

  private static func pickup(
    _ delivery: CheckoutDelivery, settings: CheckoutSettings, now: Date, _ connection: any DatabaseConnection
  ) throws -> Fulfilment {
    guard let id = delivery.pickupPointID else { throw CheckoutError.deliveryCreationFailed(field: "pickup_point_id") }
    guard let shop = try CheckoutPlaces.pickupShop(id, in: connection),
      let city = try CheckoutPlaces.city(shop.cityID, in: connection)
    else { throw CheckoutError.pickupPointNotFound }
    return Fulfilment(
      city: city, cost: .zero, dueAt: EpochSeconds.from(now) + settings.pickupHoldingTime, location: id.rawValue,
      route: .pickup(shop))
  }
}
