import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct POSBasketTests {
  static let food = Product.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!)
  static let toy = Product.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000A2")!)

  static func item(_ product: Product.ID, _ kopecks: Int64, _ quantity: POSQuantity) -> ScannedItem {
    ScannedItem(
      article: "1", barcode: nil, productID: product, productName: "P", quantity: quantity,
      unitPrice: Money(kopecks: kopecks), variantID: ProductVariant.ID(UUID()), variantName: "V")
  }

  static func rule(_ benefit: PromoCodeRule.Benefit, minimum: Money? = nil) -> PromoCodeRule {
    PromoCodeRule(
      benefit: benefit, code: "MEOW", id: UUID(), isActive: true, minimumTotal: minimum, oncePerUser: false,
      scope: .everything, validFrom: nil, validUntil: nil)
  }

  static let context = PromoCodeContext(eligibleProducts: nil, today: "2025-06-15", usedByUser: false)

  func totals(_ basket: POSBasket) throws -> [Int64] {
    let priced = try basket.priced()
    return [
      priced.subtotal.kopecks, priced.lineDiscounts.kopecks, priced.promoDiscount.kopecks,
      priced.basketDiscount.kopecks, priced.total.kopecks,
    ]
  }

  @Test func piecesCostUnitPriceTimesCount() throws {
    let basket = POSBasket(lines: [.init(Self.item(Self.food, 54_990, .pieces(3)))])
    #expect(try totals(basket) == [164_970, 0, 0, 0, 164_970])
  }

  @Test(
    arguments: [
      (54_900, 735, 40_352),  // 403.5150 → 403.52
      (54_900, 1, 55),  // 0.549 → 0.55
      (1_000, 500, 500),
      (99_999, 99_999, 9_999_800),  // 9 999 800.001 → 9 999 800
      (12_345, 333, 4_111),  // 41.10885 → 41.11
    ] as [(Int64, Int, Int64)])
  func weightCostsPricePerKilogramTimesGramsRoundedHalfUp(_ perKilogram: Int64, grams: Int, expected: Int64) throws {
    #expect(try POSBasket.gross(Self.item(Self.food, perKilogram, .grams(grams))) == Money(kopecks: expected))
  }

  @Test func halfAKopeckRoundsUp() throws {
    // 1 kopeck per kg × 500 g = 0.5 kopeck → 1.
    #expect(try POSBasket.gross(Self.item(Self.food, 1, .grams(500))) == Money(kopecks: 1))
    #expect(try POSBasket.gross(Self.item(Self.food, 1, .grams(499))) == Money(kopecks: 0))
  }

  @Test func emptyBasketIsRefused() {
    #expect(throws: POSBasketError.empty) { try POSBasket(lines: []).priced() }
  }

  @Test(arguments: [0, -1])
  func piecesBelowOneAreRefused(_ count: Int) {
    let basket = POSBasket(lines: [.init(Self.item(Self.food, 100, .pieces(count)))])
    #expect(throws: POSBasketError.invalidQuantity(count)) { try basket.priced() }
  }

  @Test(arguments: [10_000, Int.max])
  func piecesAboveTheLineMaximumAreRefused(_ count: Int) {
    let basket = POSBasket(lines: [.init(Self.item(Self.food, 100, .pieces(count)))])
    #expect(throws: POSBasketError.invalidQuantity(count)) { try basket.priced() }
  }

  @Test(arguments: [0, 100_000])
  func weightsOutsideTheRangeAreRefused(_ grams: Int) {
    let basket = POSBasket(lines: [.init(Self.item(Self.food, 100, .grams(grams)))])
    #expect(throws: POSBasketError.invalidWeight(grams)) { try basket.priced() }
  }

  @Test func lineDiscountsComeOffTheirLine() throws {
    let basket = POSBasket(lines: [
      .init(Self.item(Self.food, 10_000, .pieces(2)), discount: .percent(5)),
      .init(Self.item(Self.toy, 5_000, .pieces(1)), discount: .amount(Money(kopecks: 300))),
    ])
    let priced = try basket.priced()
    #expect(priced.lines.map(\.total) == [Money(kopecks: 19_000), Money(kopecks: 4_700)])
    #expect(try totals(basket) == [25_000, 1_300, 0, 0, 23_700])
    #expect(priced.approvals.isEmpty)
  }

  @Test func amountAboveTheLineTakesItToZeroNeverBelow() throws {
    let basket = POSBasket(lines: [.init(Self.item(Self.food, 1_000, .pieces(1)), discount: .amount(Money(rubles: 50)))]
    )
    #expect(try totals(basket) == [1_000, 1_000, 0, 0, 0])
  }

  @Test(
    arguments: [
      POSDiscount.percent(101), .percent(-1), .amount(Money(kopecks: -1)), .amount(Money(kopecks: 1_000_000_001)),
    ])
  func invalidDiscountsAreRefused(_ discount: POSDiscount) {
    let line = POSBasket(lines: [.init(Self.item(Self.food, 1_000, .pieces(1)), discount: discount)])
    #expect(throws: POSBasketError.invalidDiscount(discount)) { try line.priced() }
    let basket = POSBasket(lines: [.init(Self.item(Self.food, 1_000, .pieces(1)))], discount: discount)
    #expect(throws: POSBasketError.invalidDiscount(discount)) { try basket.priced() }
  }

  @Test func basketDiscountIsSpreadOverTheLinesAndTheyAddUp() throws {
    let basket = POSBasket(
      lines: [
        .init(Self.item(Self.food, 1_000, .pieces(1))), .init(Self.item(Self.food, 1_000, .pieces(1))),
        .init(Self.item(Self.toy, 1_000, .pieces(1))),
      ], discount: .amount(Money(kopecks: 200)))
    let priced = try basket.priced()
    #expect(priced.lines.map(\.basketDiscount.kopecks) == [67, 67, 66])
    #expect(priced.lines.map(\.total.kopecks) == [933, 933, 934])
    #expect(try totals(basket) == [3_000, 0, 0, 200, 2_800])
  }

  @Test func basketDiscountAppliesAfterLineDiscountsAndPromo() throws {
    let basket = POSBasket(
      lines: [.init(Self.item(Self.food, 10_000, .pieces(1)), discount: .percent(10))], discount: .percent(10),
      promo: .init(context: Self.context, rule: Self.rule(.fixedAmount(Money(kopecks: 1_000)))))
    // 100.00 − 10.00 (line) − 10.00 (promo) = 80.00; −10 % = 72.00
    #expect(try totals(basket) == [10_000, 1_000, 1_000, 800, 7_200])
  }

  @Test func promoCoversOnlyItsProducts() throws {
    let context = PromoCodeContext(eligibleProducts: [Self.toy], today: "2025-06-15", usedByUser: false)
    let basket = POSBasket(
      lines: [.init(Self.item(Self.food, 10_000, .pieces(1))), .init(Self.item(Self.toy, 3_000, .pieces(1)))],
      promo: .init(context: context, rule: Self.rule(.percent(50))))
    let priced = try basket.priced()
    #expect(priced.lines.map(\.promoDiscount.kopecks) == [0, 1_500])
    #expect(priced.promoDiscount == Money(kopecks: 1_500))
    #expect(priced.approvals.isEmpty)
  }

  @Test func promoCodeErrorsPassThrough() {
    let basket = POSBasket(
      lines: [.init(Self.item(Self.food, 1_000, .pieces(1)))],
      promo: .init(context: Self.context, rule: Self.rule(.percent(5), minimum: Money(rubles: 100))))
    #expect(throws: PromoCodeError.notApplicable(.minimumTotal(Money(rubles: 100)))) { try basket.priced() }
  }

  @Test func discountsOfExactlyTenPercentNeedNoApproval() throws {
    let basket = POSBasket(
      lines: [.init(Self.item(Self.food, 1_005, .pieces(1)), discount: .amount(Money(kopecks: 100)))],
      discount: .percent(10))
    #expect(try basket.priced().approvals.isEmpty)
  }

  @Test func discountsAboveTenPercentNeedAManager() throws {
    let basket = POSBasket(
      lines: [
        .init(Self.item(Self.food, 1_000, .pieces(1)), discount: .amount(Money(kopecks: 101))),
        .init(Self.item(Self.toy, 1_000, .pieces(1)), discount: .percent(10)),
      ], discount: .percent(11))
    let priced = try basket.priced()
    #expect(
      priced.approvals == [
        .line(index: 0, discount: Money(kopecks: 101), of: Money(kopecks: 1_000)),
        .basket(discount: Money(kopecks: 198), of: Money(kopecks: 1_799)),
      ])
    #expect(priced.needsManagerApproval)
  }

  @Test func promoCodeNeedsNoApprovalWhateverItTakes() throws {
    let basket = POSBasket(
      lines: [.init(Self.item(Self.food, 1_000, .pieces(1)))],
      promo: .init(context: Self.context, rule: Self.rule(.percent(50))))
    #expect(try basket.priced().approvals.isEmpty)
  }

  @Test func spreadOverWeightsWhoseSumOverflowsStillAddsUpToTheAmount() {
    let shares = POSBasket.spread(Money(kopecks: 3), over: [Money(kopecks: .max), Money(kopecks: .max)])
    #expect(shares == [Money(kopecks: 2), Money(kopecks: 1)])
  }

  @Test func spreadGivesLeftoverKopecksToTheLargestRemainders() {
    let shares = POSBasket.spread(Money(kopecks: 10), over: [300, 300, 400].map { Money(kopecks: $0) })
    #expect(shares.map(\.kopecks) == [3, 3, 4])
    let uneven = POSBasket.spread(Money(kopecks: 5), over: [100, 200, 0].map { Money(kopecks: $0) })
    #expect(uneven.map(\.kopecks) == [2, 3, 0])
    #expect(POSBasket.spread(Money(kopecks: 5), over: [Money.zero]) == [Money.zero])
  }

  @Test func spreadAlwaysAddsUpAndNeverExceedsAWeight() {
    var random = SplitMix(state: 42)
    for _ in 0..<500 {
      let weights = (0..<Int.random(in: 1...6, using: &random)).map { _ in
        Money(kopecks: Int64.random(in: 0...100_000, using: &random))
      }
      let total = weights.reduce(Int64(0)) { $0 + $1.kopecks }
      let amount = Money(kopecks: Int64.random(in: 0...max(total, 0), using: &random))
      let shares = POSBasket.spread(amount, over: weights)
      #expect(shares.reduce(Int64(0)) { $0 + $1.kopecks } == (total > 0 ? amount.kopecks : 0))
      #expect(zip(shares, weights).allSatisfy { $0 <= $1 })
    }
  }

  @Test func errorsAnswerTheirCodes() {
    #expect(POSBasketError.empty.body.code == .basketIsEmpty)
    #expect(POSBasketError.invalidDiscount(.percent(101)).body.code == .invalidDiscount)
    #expect(POSBasketError.invalidQuantity(0).body.code == .invalidQuantity)
    #expect(POSBasketError.invalidWeight(0).body.code == .invalidWeight)
    #expect(POSBasketError.empty.status == .badRequest)
  }
}

/// A repeatable generator for the property test.
struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
