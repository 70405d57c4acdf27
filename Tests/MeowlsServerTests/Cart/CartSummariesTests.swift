import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct CartSummariesTests {
  typealias Case = (name: String, items: [CartItem], promo: Money?, expected: [Summary])

  static func summary(_ type: SummaryType, _ kopecks: Int64, _ language: Language = .russian) -> Summary {
    Summary(name: CartSummaries.name(type, language), type: type, value: Money(kopecks: kopecks))
  }

  static let cases: [Case] = [
    ("an empty cart totals 0", [], nil, [summary(.total, 0)]),
    (
      "without product discounts: items and total",
      [CartFixtures.item(product: 1, price: 24_900, count: 3)], nil,
      [summary(.itemsWithoutDiscount, 74_700), summary(.total, 74_700)]
    ),
    (
      "with a product discount: items, discount, total",
      [
        CartFixtures.item(product: 1, price: 69_000, original: 100_000, count: 2),
        CartFixtures.item(product: 2, price: 24_900),
      ], nil,
      [summary(.itemsWithoutDiscount, 224_900), summary(.discount, 62_000), summary(.total, 162_900)]
    ),
    (
      "a promo code comes after the product discount",
      [CartFixtures.item(product: 1, price: 69_000, original: 100_000)], Money(kopecks: 6_900),
      [
        summary(.itemsWithoutDiscount, 100_000), summary(.discount, 31_000), summary(.promoDiscount, 6_900),
        summary(.total, 62_100),
      ]
    ),
    (
      "exact kopecks: 3 × 26.91 is 80.73",
      [CartFixtures.item(product: 1, price: 2_691, count: 3)], nil,
      [summary(.itemsWithoutDiscount, 8_073), summary(.total, 8_073)]
    ),
    (
      "free lines total 0 without an items line",
      [CartFixtures.item(product: 1, price: 0)], nil, [summary(.total, 0)]
    ),
    (
      "the total never goes below 0",
      [CartFixtures.item(product: 1, price: 100)], Money(kopecks: 500),
      [summary(.itemsWithoutDiscount, 100), summary(.promoDiscount, 500), summary(.total, 0)]
    ),
  ]

  @Test(arguments: cases)
  func summaries(_ test: Case) {
    #expect(CartSummaries.of(test.items, promoDiscount: test.promo, in: .russian) == test.expected, "\(test.name)")
  }

  @Test func namesAreRussianByDefaultAndEnglishOnRequest() {
    let items = [CartFixtures.item(product: 1, price: 69_000, original: 100_000)]
    #expect(
      CartSummaries.of(items, promoDiscount: Money(kopecks: 100), in: .russian).map(\.name) == [
        "Товары без скидки", "Размер скидки", "Промокод", "Итого:",
      ])
    #expect(
      CartSummaries.of(items, promoDiscount: Money(kopecks: 100), in: .english).map(\.name) == [
        "Items without discount", "Discount", "Promo code", "Total",
      ])
  }

  @Test func neverUpdatedCartHasTheSyntheticTotalWithoutAColon() {
    #expect(CartSummaries.neverUpdated(in: .russian) == [Summary(name: "Итого", type: .total, value: .zero)])
    #expect(CartSummaries.neverUpdated(in: .english) == [Summary(name: "Total", type: .total, value: .zero)])
  }

  @Test func kopecksAreWrittenShortestOnTheWire() throws {
    let summaries = CartSummaries.of(
      [CartFixtures.item(product: 1, price: 2_691, count: 3)], promoDiscount: nil, in: .russian)
    let json = String(decoding: try JSONBodyEncoder().encode(summaries), as: UTF8.self)
    #expect(
      json
        == #"[{"name":"Товары без скидки","type":"ITEMS_WITHOUT_DISCOUNT","value":80.73},"#
        + #"{"name":"Итого:","type":"TOTAL","value":80.73}]"#)
  }
}
