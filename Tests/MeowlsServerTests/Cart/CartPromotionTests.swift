import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct CartPromotionTests {
  @Test(
    arguments: [
      (nil, PromoChoice.keep),
      (PromoCode(code: "MEOW10"), .apply("MEOW10")),
      (PromoCode(code: " meow10 ", isActive: true), .apply("meow10")),
      (PromoCode(code: "MEOW10", isActive: false), .remove),
      (PromoCode(code: "  "), .remove),
    ] as [(PromoCode?, PromoChoice)])
  func choiceOfARequest(promo: PromoCode?, choice: PromoChoice) {
    #expect(PromoChoice(promo) == choice)
  }

  @Test func outcomeSaysWhatTheAnswerShowsAndTheCartKeeps() {
    let rule = PromoCodeRule(
      benefit: .percent(10), code: "MEOW10", id: UUID(), isActive: true, minimumTotal: nil, oncePerUser: false,
      scope: .everything, validFrom: nil, validUntil: nil)
    let applied = PromoOutcome.applied(rule, discount: Money(kopecks: 5))
    #expect(applied.echo == PromoCode(code: "MEOW10", isActive: true))
    #expect(applied.keptID == rule.id && applied.discount == Money(kopecks: 5))
    let dropped = PromoOutcome.dropped(rule, because: .expired)
    #expect(dropped.echo == PromoCode(code: "MEOW10", isActive: false))
    #expect(dropped.keptID == nil && dropped.discount == nil)
    #expect(PromoOutcome.none.echo == nil && PromoOutcome.none.keptID == nil)
  }
}
