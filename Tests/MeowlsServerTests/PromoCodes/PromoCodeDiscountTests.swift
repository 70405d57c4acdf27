import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct PromoCodeDiscountTests {
  typealias Case = (
    name: String, rule: PromoCodeRule, items: [CartItem], context: PromoCodeContext,
    expected: Result<Int64, PromoCodeError>
  )

  static let today = "2027-01-15"
  static let everywhere = PromoCodeContext(eligibleProducts: nil, today: today, usedByUser: false)

  static func rule(
    _ benefit: PromoCodeRule.Benefit, minimum: Int64? = nil, from: String? = nil, until: String? = nil,
    active: Bool = true, oncePerUser: Bool = false
  ) -> PromoCodeRule {
    PromoCodeRule(
      benefit: benefit, code: "CODE", id: UUID(), isActive: active, minimumTotal: minimum.map { Money(kopecks: $0) },
      oncePerUser: oncePerUser, scope: .everything, validFrom: from, validUntil: until)
  }

  static func covering(_ products: [Int], usedByUser: Bool = false) -> PromoCodeContext {
    PromoCodeContext(
      eligibleProducts: Set(products.map(CartFixtures.productID)), today: today, usedByUser: usedByUser)
  }

  static let cart = [
    CartFixtures.item(product: 1, price: 100_000, count: 2), CartFixtures.item(product: 2, price: 24_900, count: 3),
  ]

  static let cases: [Case] = [
    ("percent of the whole cart", rule(.percent(10)), cart, everywhere, .success(27_470)),
    ("100 % is everything covered", rule(.percent(100)), cart, everywhere, .success(274_700)),
    ("fixed amount", rule(.fixedAmount(Money(kopecks: 30_000))), cart, everywhere, .success(30_000)),
    (
      "a fixed amount never exceeds what the covered lines cost",
      rule(.fixedAmount(Money(kopecks: 30_000))), [CartFixtures.item(product: 1, price: 20_000)], everywhere,
      .success(20_000)
    ),
    (
      "percent applies after product discounts",
      rule(.percent(10)), [CartFixtures.item(product: 1, price: 69_000, original: 100_000)], everywhere,
      .success(6_900)
    ),
    (
      "half a kopeck rounds up",
      rule(.percent(10)), [CartFixtures.item(product: 1, price: 5)], everywhere, .success(1)
    ),
    (
      "less than half a kopeck rounds down",
      rule(.percent(10)), [CartFixtures.item(product: 1, price: 4)], everywhere, .success(0)
    ),
    (
      "rounding happens once, on the covered sum",
      rule(.percent(15)), [CartFixtures.item(product: 1, price: 33_333, count: 3)], everywhere, .success(15_000)
    ),
    (
      "minimum total reached exactly", rule(.fixedAmount(Money(kopecks: 30_000)), minimum: 274_700), cart,
      everywhere, .success(30_000)
    ),
    (
      "minimum total not reached", rule(.fixedAmount(Money(kopecks: 30_000)), minimum: 274_701), cart, everywhere,
      .failure(.notApplicable(.minimumTotal(Money(kopecks: 274_701))))
    ),
    (
      "the minimum counts the whole cart, after product discounts",
      rule(.percent(10), minimum: 150_000),
      [
        CartFixtures.item(product: 1, price: 100_000, original: 200_000),
        CartFixtures.item(product: 2, price: 60_000),
      ],
      covering([2]), .success(6_000)
    ),
    ("a product restriction covers only its lines", rule(.percent(10)), cart, covering([2]), .success(7_470)),
    (
      "a fixed amount is capped by the covered lines only",
      rule(.fixedAmount(Money(kopecks: 100_000))), cart, covering([2]), .success(74_700)
    ),
    (
      "no covered line", rule(.percent(10)), cart, covering([3]), .failure(.notApplicable(.noEligibleItem))
    ),
    ("an empty cart", rule(.percent(10)), [], everywhere, .failure(.notApplicable(.noEligibleItem))),
    ("last day included", rule(.percent(10), until: today), cart, everywhere, .success(27_470)),
    ("past its last day", rule(.percent(10), until: "2027-01-14"), cart, everywhere, .failure(.expired)),
    ("first day included", rule(.percent(10), from: today), cart, everywhere, .success(27_470)),
    ("not yet valid", rule(.percent(10), from: "2027-01-16"), cart, everywhere, .failure(.expired)),
    ("disabled", rule(.percent(10), active: false), cart, everywhere, .failure(.expired)),
    (
      "once per user, not used yet", rule(.percent(10), oncePerUser: true), cart,
      covering([1, 2], usedByUser: false), .success(27_470)
    ),
    (
      "once per user, used before", rule(.percent(10), oncePerUser: true), cart, covering([1, 2], usedByUser: true),
      .failure(.alreadyUsed)
    ),
    (
      "an ordinary code may be used again", rule(.percent(10)), cart, covering([1, 2], usedByUser: true),
      .success(27_470)
    ),
    (
      "expiry is checked before use", rule(.percent(10), until: "2026-12-31", oncePerUser: true), cart,
      covering([1, 2], usedByUser: true), .failure(.expired)
    ),
    (
      "use is checked before applicability", rule(.percent(10), minimum: 10_000_000, oncePerUser: true), cart,
      covering([3], usedByUser: true), .failure(.alreadyUsed)
    ),
  ]

  @Test(arguments: cases)
  func discount(_ test: Case) {
    let result = Result { () throws(PromoCodeError) in try test.rule.discount(on: test.items, test.context).kopecks }
    #expect(result == test.expected, "\(test.name)")
  }

  @Test(
    arguments: [
      (0, 10, 0), (100, 10, 10), (5, 10, 1), (4, 10, 0), (15, 10, 2), (25, 10, 3), (99_999, 15, 15_000),
      (Int64.max, 100, Int64.max), (Int64.max, 1, 92_233_720_368_547_758),
    ] as [(Int64, Int, Int64)])
  func percentRoundsHalfUpToTheKopeck(amount: Int64, percent: Int, expected: Int64) {
    #expect(PromoCodeRule.percent(percent, of: Money(kopecks: amount)) == Money(kopecks: expected))
  }
}
