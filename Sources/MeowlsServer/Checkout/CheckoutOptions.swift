import MeowlsAPI

/// The fixed lists of the checkout (api.md §11.1), in the request's language: delivery types and payment types.
enum CheckoutOptions {
  /// Courier always; pick-up unless the city is known to have no MEOWLS shop.
  /// `courierMinimum` is the announced minimum the purchase enforces.
  static func deliveries(pickupOffered: Bool, courierMinimum: Money, in language: Language) -> [DeliveryOption] {
    let minimum = roubles(courierMinimum)
    let courier =
      language == .english
      ? DeliveryOption(subtitle: "orders from \(minimum) ₽", title: "Courier delivery", type: .courier)
      : DeliveryOption(subtitle: "заказ от \(minimum) ₽", title: "Доставка курьером", type: .courier)
    let pickup =
      language == .english
      ? DeliveryOption(subtitle: "free", title: "Pickup at a MEOWLS shop", type: .selfPickup)
      : DeliveryOption(subtitle: "бесплатно", title: "Самовывоз из магазина MEOWLS", type: .selfPickup)
    return pickupOffered ? [courier, pickup] : [courier]
  }

  /// `500`, or `499,50` with kopecks.
  static func roubles(_ amount: Money) -> String {
    let kopecks = amount.kopecks % 100
    return kopecks == 0
      ? "\(amount.kopecks / 100)" : "\(amount.kopecks / 100),\(kopecks < 10 ? "0" : "")\(abs(kopecks))"
  }

  static func payments(in language: Language) -> [PaymentOption] {
    switch language {
    case .english:
      [
        PaymentOption(subtitle: "on receipt", title: "Bank card", type: .card),
        PaymentOption(subtitle: "on receipt", title: "Cash", type: .cash),
      ]
    case .russian:
      [
        PaymentOption(subtitle: "при получении", title: "Банковская карта", type: .card),
        PaymentOption(subtitle: "при получении", title: "Наличные", type: .cash),
      ]
    }
  }

  /// `availability_alert_message` of a calculation whose cart holds more than the stock.
  static func availabilityAlert(in language: Language) -> String {
    language == .english
      ? "Some items in your cart are no longer available in the requested quantity"
      : "Некоторые товары из Вашей корзины больше недоступны в указанном количестве"
  }
}
