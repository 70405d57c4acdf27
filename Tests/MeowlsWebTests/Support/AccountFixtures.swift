import Foundation
import MeowlsAPI
import MeowlsKit

@testable import MeowlsWeb

/// Known checkout options and orders for the account pages' tests, with hostile text where the server's goes.
enum AccountFixtures {
  static let city = City(id: City.ID(WebFixtures.id(50)), name: "Новосибирск")
  static let day = CalendarDate(year: 2026, month: 5, day: 15)!
  static let slot = DeliveryTimeInterval(
    from: TimeOfDay(hour: 10, minute: 0)!, id: DeliveryTimeInterval.ID(WebFixtures.id(60)),
    to: TimeOfDay(hour: 14, minute: 0)!)
  static let point = PickupPoint(
    address: "Красный проспект, 1", cityID: city.id, id: PickupPoint.ID(WebFixtures.id(70)),
    location: Location(latitude: 55, longitude: 82.9), name: WebFixtures.hostile, openingHours: [])

  static let options = CheckoutScreen.Options(
    dates: [AvailableDate(availableTimeIntervals: [slot], date: day)],
    deliveries: [
      DeliveryOption(subtitle: "39 ₽", title: "Курьером", type: .courier),
      DeliveryOption(subtitle: "Бесплатно", title: "Самовывоз", type: .selfPickup),
    ],
    payments: [PaymentOption(subtitle: "", title: "Картой", type: .card)], pickupPoints: [point])

  static func item(_ n: Int, name: String = "Корм") -> CartItem {
    let price = Price(originalPrice: Money(rubles: 100), price: Money(rubles: 100))
    return CartItem(
      amount: price, article: Article(rawValue: "A\(n)"),
      availabilityInfo: AvailabilityInfo(count: 5, type: .available),
      badges: [], count: 1, id: CartItem.ID(WebFixtures.id(80 + n)), price: price,
      productID: Product.ID(WebFixtures.id(n)), productName: name, variantName: "2 кг")
  }

  static func detail(_ number: Int, cancelable: Bool = true) -> OrderDetail {
    OrderDetail(
      canBePaidOnline: false, cancelable: cancelable,
      client: OrderClient(name: "Мария", phone: "+79131234567", surname: WebFixtures.hostile),
      comment: WebFixtures.hostile, delivery: OrderDelivery(pickupPoint: point, type: .selfPickup),
      id: Order.ID(WebFixtures.id(90)), items: [item(1, name: WebFixtures.hostile)], number: OrderNumber(number),
      orderDate: day, paid: false, paymentType: .card, repeatAllowed: true, status: "Принят",
      statusCode: .inProgress, summaries: [Summary(name: "Итого", type: .total, value: Money(rubles: 100))])
  }

  static func order(_ number: Int) -> Order {
    Order(
      canBePaidOnline: false, cancelable: true, id: Order.ID(WebFixtures.id(100 + number)),
      itemsPreviews: [OrderItemPreview(id: CartItem.ID(WebFixtures.id(81)))], number: OrderNumber(number),
      orderDate: day, paid: false, repeatAllowed: true, status: WebFixtures.hostile, statusCode: .inProgress,
      summaries: [Summary(name: "Итого", type: .total, value: Money(rubles: 1299))])
  }
}
