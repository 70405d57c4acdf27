import Foundation

@testable import MeowlsAPI

/// Sample wire values shared by the tests (constant data; the helpers stop on a typo in a literal).
enum Samples {
  /// A `yyyy-MM-dd` literal.
  static func calendarDate(_ text: String) -> CalendarDate {
    guard let date = CalendarDate(string: text) else { fatalError("Bad sample date \(text)") }
    return date
  }

  /// A `dd.MM.yyyy` literal.
  static func deliveryDate(_ text: String) -> DeliveryDate {
    guard let date = DeliveryDate(string: text) else { fatalError("Bad sample date \(text)") }
    return date
  }

  /// An `HH:mm` literal.
  static func time(_ text: String) -> TimeOfDay {
    guard let time = TimeOfDay(string: text) else { fatalError("Bad sample time \(text)") }
    return time
  }

  /// 2024-08-27T13:13:57Z.
  static let expiry = Date(timeIntervalSince1970: 1_724_764_437)

  static let image = Image(
    large: "https://static.example/catalog/700x700/a.jpeg", medium: "https://static.example/catalog/480x480/a.jpeg",
    original: "https://static.example/catalog/a.jpeg", small: "https://static.example/catalog/192x200/a.jpeg")

  static let badge = Badge(backgroundColor: "#B41D92", text: "Скидка 31%", tintColor: "#FFFFFF", title: "%")

  static let price = Price(discount: 31, originalPrice: Money(rubles: 39), price: Money(rubles: 26, kopecks: 91))

  static let variant = ProductVariant(
    article: "25178", availabilityInfo: AvailabilityInfo(count: 29, type: .available), badges: [badge], id: id(0x11),
    price: price, shortName: "")

  static let product = Product(
    allowQuickBuy: true, code: "felix_sensation", defaultVariantArticle: "25178", id: id(0x10), images: [image],
    name: "Felix Sensation Говядина/Сыр", variants: [variant])

  static let rootCategory = Category(code: "koshki", hasChildren: true, id: id(0x20), name: "Кошки")

  static let category = Category(
    code: "korma_sukhie", hasChildren: true, id: id(0x21), image: Image(original: "https://static.example/c.png"),
    name: "Корма Сухие", parent: rootCategory)

  static let user = User(
    authentication: UserAuthentication(expiresAt: expiry, token: "RhasWbrZGrUw7xfwxqDQExiq+KENqy95VHbpuytX0Rs="),
    email: "user@example.com", favoriteItems: [id(0x10)], gender: .man, id: id(0x01), name: "User",
    patronymic: "Usersed", phone: "79139139113", surname: "Userson")

  static let city = City(
    id: Identifier(uuidString: "8DEA00E3-9AAB-4D8E-887C-EF2AAA546456") ?? id(0x30),
    location: Location(latitude: 55.028141, longitude: 82.921117), name: "Новосибирск")

  static let address = Address(
    city: City(id: city.id, name: city.name), entrance: "1", flat: "4", floor: "1",
    formatted: "Новосибирск, Карла Маркса, 47, 4", house: "47", street: "Карла Маркса")

  static let interval = DeliveryTimeInterval(from: time("14:00"), id: id(0x40), to: time("18:00"))

  static let pickupPoint = PickupPoint(
    address: "г Новосибирск, ул Ленина, д 1", cityID: city.id, id: id(0x50),
    location: Location(latitude: 55.03, longitude: 82.92), name: "MEOWLS на Ленина",
    openingHours: [
      OpeningHours(closes: time("21:00"), opens: time("09:00"), weekday: .monday),
      OpeningHours(closes: time("18:00"), opens: time("10:00"), weekday: .sunday),
    ], phone: "+7 383 000-00-00")

  /// As `/checkout/pickup_points` lists it: with whether it holds the caller's cart.
  static let pickupPointInList: PickupPoint = {
    var point = pickupPoint
    point.holdsWholeCart = true
    return point
  }()

  static let cartItem = CartItem(
    amount: price.times(3), article: "25178", availabilityInfo: AvailabilityInfo(count: 29, type: .available),
    badges: [badge], count: 3, id: id(0x60), image: image, price: price, productID: product.id,
    productName: product.name, variantName: "75 г")

  static let summaries = [
    Summary(name: "Товары без скидки", type: .itemsWithoutDiscount, value: Money(rubles: 117)),
    Summary(name: "Размер скидки", type: .discount, value: Money(rubles: 36, kopecks: 27)),
    Summary(name: "Промокод", type: .promoDiscount, value: Money(rubles: 10)),
    Summary(name: "Итого:", type: .total, value: Money(rubles: 70, kopecks: 73)),
  ]

  static let client = OrderClient(
    email: "user@example.com", name: "User", patronymic: "Useres", phone: "79139139113", surname: "Usered")
}
