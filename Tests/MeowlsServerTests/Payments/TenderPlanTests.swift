import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct TenderPlanTests {
  static func rub(_ kopecks: Int64) -> Money { Money(kopecks: kopecks) }

  @Test(
    arguments: [
      // total, cash, card → change, cash kept
      (100_000, 150_000, 0, 50_000, 100_000),
      (100_000, 100_000, 0, 0, 100_000),
      (100_000, 0, 100_000, 0, 0),
      (100_000, 50_000, 60_000, 10_000, 40_000),
      (100_000, 40_000, 60_000, 0, 40_000),
      (0, 0, 0, 0, 0),
    ] as [(Int64, Int64, Int64, Int64, Int64)])
  func changeComesFromCashOnly(total: Int64, cash: Int64, card: Int64, change: Int64, kept: Int64) throws {
    let plan = try TenderPlan(total: Self.rub(total), cash: Self.rub(cash), card: Self.rub(card))
    #expect(plan.change == Self.rub(change))
    #expect(plan.cashKept == Self.rub(kept))
    #expect(plan.cashKept + plan.card == Self.rub(total))
  }

  @Test func notEnoughCashSaysWhatIsMissing() {
    #expect(throws: TenderError.notEnoughCash(missing: Self.rub(5_000))) {
      try TenderPlan(total: Self.rub(100_000), cash: Self.rub(95_000))
    }
    #expect(throws: TenderError.notEnoughCash(missing: Self.rub(100))) {
      try TenderPlan(total: Self.rub(100_000), cash: Self.rub(39_900), card: Self.rub(60_000))
    }
    #expect(throws: TenderError.notEnoughCash(missing: Self.rub(100_000))) { try TenderPlan(total: Self.rub(100_000)) }
  }

  @Test func cardAboveTheTotalIsRefused() {
    #expect(throws: TenderError.cardAmountExceedsTotal(card: Self.rub(100_001), total: Self.rub(100_000))) {
      try TenderPlan(total: Self.rub(100_000), card: Self.rub(100_001))
    }
  }

  /// NB: 10,000,000.01 ₽, a kopeck above the POS limit on any single amount.
  @Test(arguments: [1_000_000_001, Int64.max] as [Int64])
  func amountsAboveTheLimitAreRefused(_ kopecks: Int64) {
    #expect(throws: TenderError.invalidAmount(Self.rub(kopecks))) {
      try TenderPlan(total: Self.rub(100), cash: Self.rub(kopecks))
    }
    #expect(throws: TenderError.invalidAmount(Self.rub(kopecks))) {
      try TenderPlan(total: Self.rub(kopecks), cash: Self.rub(100), card: Self.rub(kopecks))
    }
  }

  @Test func theLimitItselfIsAccepted() throws {
    let limit = Self.rub(1_000_000_000)
    #expect(try TenderPlan(total: limit, cash: limit, card: limit).change == limit)
  }

  @Test func negativeAmountsAreRefused() {
    #expect(throws: TenderError.invalidAmount(Self.rub(-1))) {
      try TenderPlan(total: Self.rub(100), cash: Self.rub(-1), card: Self.rub(200))
    }
    #expect(throws: TenderError.invalidAmount(Self.rub(-1))) {
      try TenderPlan(total: Self.rub(100), card: Self.rub(-1))
    }
  }

  @Test func splitTenderPaysCardFirstThenCash() async throws {
    let plan = try TenderPlan(total: Self.rub(100_000), cash: Self.rub(50_000), card: Self.rub(60_000))
    let payments = try await plan.pay(with: .always(.approved(authorizationCode: "123456")))
    #expect(
      payments == [
        .card(Self.rub(60_000), authorizationCode: "123456"), .cash(Self.rub(40_000), received: Self.rub(50_000)),
      ])
  }

  @Test func cashOnlyNeverTouchesTheTerminal() async throws {
    let terminal = CardTerminal(
      authorize: { _ in
        Issue.record("authorize called")
        return .declined(reason: "")
      }, refund: { _, _ in .declined(reason: "") })
    let payments = try await TenderPlan(total: Self.rub(100), cash: Self.rub(500)).pay(with: terminal)
    #expect(payments == [.cash(Self.rub(100), received: Self.rub(500))])
  }

  @Test func declinedCardThrowsItsReason() async throws {
    let plan = try TenderPlan(total: Self.rub(100_000), card: Self.rub(100_000))
    await #expect(throws: TenderError.cardDeclined(reason: "Do not honour")) {
      try await plan.pay(with: .always(.declined(reason: "Do not honour")))
    }
  }

  @Test func nothingDueNeedsNoPayment() async throws {
    #expect(try await TenderPlan(total: .zero).pay(with: .always(.declined(reason: ""))) == [])
  }

  @Test func errorsAnswerTheirCodes() {
    #expect(TenderError.cardAmountExceedsTotal(card: .zero, total: .zero).body.code == .cardAmountExceedsTotal)
    #expect(TenderError.cardDeclined(reason: "x").body.code == .cardDeclined)
    #expect(TenderError.invalidAmount(.zero).body.code == .invalidTenderAmount)
    #expect(TenderError.notEnoughCash(missing: .zero).body.code == .notEnoughCash)
    #expect(TenderError.notEnoughCash(missing: .zero).status == .badRequest)
  }
}

@Suite struct SimulatedCardTerminalTests {
  let terminal = CardTerminal.simulated(random: .seeded(7))

  @Test(arguments: [13, 10_013, 99_913])
  func amountsEndingInThirteenKopecksAreDeclined(_ kopecks: Int64) async {
    #expect(await terminal.authorize(Money(kopecks: kopecks)) == .declined(reason: "Insufficient funds"))
  }

  @Test(arguments: [0, -100])
  func amountsOfZeroOrLessAreDeclined(_ kopecks: Int64) async {
    #expect(await terminal.authorize(Money(kopecks: kopecks)) == .declined(reason: "Invalid amount"))
  }

  @Test(arguments: [1, 10_012, 10_014, 11_300])
  func otherAmountsAreApprovedWithSixDigits(_ kopecks: Int64) async throws {
    guard case .approved(let code) = await terminal.authorize(Money(kopecks: kopecks)) else {
      Issue.record("declined")
      return
    }
    #expect(code.count == 6 && code.allSatisfy(\.isNumber))
  }

  @Test func seededCodesRepeat() async {
    let first = await CardTerminal.simulated(random: .seeded(1)).authorize(Money(rubles: 10))
    let second = await CardTerminal.simulated(random: .seeded(1)).authorize(Money(rubles: 10))
    #expect(first == second)
  }

  @Test func refundsAreApproved() async {
    guard case .approved = await terminal.refund(Money(kopecks: 10_013), "123456") else {
      Issue.record("refund declined")
      return
    }
  }
}
