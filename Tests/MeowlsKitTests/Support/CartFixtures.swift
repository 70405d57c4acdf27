import Foundation
import MeowlsAPI

/// Carts as the server prices them, for the scripted cart scenarios.
enum CartFixtures {
  static let cartID = Cart.ID(uuidString: "CA000000-0000-0000-0000-000000000001")!

  /// A line of `count` units at 100 ₽ each (article `article`).
  static func item(_ article: Article, count: Int, index: Int = 1) -> CartItem {
    let unit = Price(originalPrice: Money(rubles: 100), price: Money(rubles: 100))
    return CartItem(
      amount: Price(originalPrice: unit.originalPrice * count, price: unit.price * count), article: article,
      availabilityInfo: AvailabilityInfo(count: 10, type: .available), badges: [], count: count,
      id: CartItem.ID(uuidString: String(format: "C1000000-0000-0000-0000-%012d", index))!, price: unit,
      productID: Fixtures.productID(index), productName: "Корм \(article)", variantName: "1 кг")
  }

  /// A priced cart of `lines` (article, count), 100 ₽ a unit.
  static func cart(
    _ lines: [(Article, Int)], promo: PromoCode? = nil, mergeReport: [MergeReportEntry]? = nil
  ) -> Cart {
    let items = lines.enumerated().map { item($1.0, count: $1.1, index: $0 + 1) }
    let total = items.reduce(Money.zero) { $0 + $1.amount.price }
    return Cart(
      id: cartID, items: items, mergeReport: mergeReport, promoCode: promo,
      summaries: [Summary(name: "Итого:", type: .total, value: total)])
  }

  /// The cart request the kit sends for `lines`.
  static func request(_ lines: [(Article, Int)], promo: String? = nil) -> CartRequest {
    CartRequest(
      cart: CartContents(items: lines.map { CartRequestItem(article: $0.0, count: $0.1) }, save: true),
      promoCode: promo.map { PromoCode(code: $0) })
  }

  /// A courier checkout paid in cash.
  static let checkout = CheckoutRequest(
    delivery: CheckoutDelivery(
      address: Address(city: Fixtures.novosibirsk, house: "47", street: "пр-кт Карла Маркса"), type: .courier),
    paymentType: .cash)
}
