import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

/// The cart's fast writers produce exactly the bytes of the general `Encodable` path.
@Suite struct CartJSONBodyWritableTests {
  let encoder = JSONBodyEncoder()

  func sameBytes<T: JSONBodyWritable>(_ value: T) throws -> Bool {
    try JSONBodyWritableTests().sameBytes(value)
  }

  static func item(optionals: Bool) -> CartItem {
    let variant = JSONBodyWritableTests.variant(optionals ? 1 : 2, optionals: optionals)
    return CartItem(
      amount: Price(
        discount: optionals ? 26.5 : nil, originalPrice: Money(kopecks: 7800), price: Money(kopecks: 5382)),
      article: variant.article, availabilityInfo: variant.availabilityInfo, badges: variant.badges, count: 2,
      id: CartItem.ID(UUID(uuidString: "0f0e5a3c-4c8a-4d0b-9a44-7a3f3f0b0a11")!),
      image: optionals ? Image(large: "l", medium: "m", original: "o", small: "s") : nil, price: variant.price,
      productID: Product.ID(UUID(uuidString: "6f0e5a3c-4c8a-4d0b-9a44-7a3f3f0b0a12")!),
      productName: "Felix \"Sensation\" пауч", variantName: optionals ? "85 г" : "")
  }

  static func cart(optionals: Bool) -> Cart {
    Cart(
      availabilityAlertMessage: optionals ? "Часть товаров закончилась" : nil,
      id: Cart.ID(UUID(uuidString: "a0e5a3c4-c8a4-4d0b-9a44-7a3f3f0b0a13")!),
      items: [item(optionals: optionals), item(optionals: !optionals)],
      mergeReport: optionals
        ? [
          MergeReportEntry(applied: 1, article: "10001", reason: "Осталось 1 шт.", requested: 3),
          MergeReportEntry(applied: 2, article: "10002", requested: 2),
        ] : nil,
      promoCode: optionals ? PromoCode(code: "MEOW10", isActive: false) : nil,
      summaries: [
        Summary(name: "Товары без скидки", type: .itemsWithoutDiscount, value: Money(kopecks: 15_600)),
        Summary(name: "Итого:", type: .total, value: Money(kopecks: 10_764)),
      ])
  }

  @Test func cartWithEveryOptionalMatchesEncodable() throws {
    #expect(try sameBytes(Self.cart(optionals: true)))
  }

  @Test func cartWithoutOptionalsMatchesEncodable() throws {
    #expect(try sameBytes(Self.cart(optionals: false)))
  }

  @Test func aPromoCodeWithoutItsStateMatchesEncodable() throws {
    #expect(try sameBytes(PromoCode(code: "KOTIKI15")))
  }

  @Test func encoderTakesTheFastPathForCarts() throws {
    let cart = Self.cart(optionals: true)
    #expect(try encoder.encode(cart) == encoder.encodeThroughEncodable(cart))
  }
}
