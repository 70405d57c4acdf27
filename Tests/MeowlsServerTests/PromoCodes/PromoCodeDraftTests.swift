import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct PromoCodeDraftTests {
  static let id = UUID(uuidString: "00000000-0000-0000-0000-00000000000A")!

  @Test func aDraftBecomesAnActiveRule() throws {
    let draft = PromoCodeDraft(
      benefit: .fixedAmount(kopecks: 30_000), code: " Welcome-300 ", minimumTotalKopecks: 150_000, oncePerUser: true,
      target: .categories(["koshki"]), validFrom: "2027-01-01", validUntil: "2027-12-31")
    #expect(
      try PromoCodeRule(draft, id: Self.id)
        == PromoCodeRule(
          benefit: .fixedAmount(Money(kopecks: 30_000)), code: "Welcome-300", id: Self.id, isActive: true,
          minimumTotal: Money(kopecks: 150_000), oncePerUser: true, scope: .categories, validFrom: "2027-01-01",
          validUntil: "2027-12-31"))
    #expect(PromoCodeRule.key(" welcome-300") == "WELCOME-300")
    #expect(PromoCodeRule.key("котики") == "КОТИКИ")
  }

  @Test(arguments: [
    (PromoCodeDraft(benefit: .percent(10), code: ""), "--code must be 1-32 letters"),
    (PromoCodeDraft(benefit: .percent(10), code: "MEOW 10"), "--code must be 1-32 letters"),
    (PromoCodeDraft(benefit: .percent(10), code: String(repeating: "A", count: 33)), "--code must be 1-32 letters"),
    (PromoCodeDraft(benefit: .percent(0), code: "A"), "--percent must be 1-100"),
    (PromoCodeDraft(benefit: .percent(101), code: "A"), "--percent must be 1-100"),
    (PromoCodeDraft(benefit: .fixedAmount(kopecks: 0), code: "A"), "--amount must be more than 0"),
    (PromoCodeDraft(benefit: .percent(5), code: "A", validFrom: "2027-02-30"), "--from must be a day"),
    (PromoCodeDraft(benefit: .percent(5), code: "A", validUntil: "1.1.2027"), "--until must be a day"),
    (
      PromoCodeDraft(benefit: .percent(5), code: "A", validFrom: "2027-02-01", validUntil: "2027-01-31"),
      "--from 2027-02-01 is after --until 2027-01-31"
    ),
    (PromoCodeDraft(benefit: .percent(5), code: "A", minimumTotalKopecks: -1), "--min-total must not be negative"),
    (PromoCodeDraft(benefit: .percent(5), code: "A", target: .products([])), "need at least one value"),
    (PromoCodeDraft(benefit: .percent(5), code: "A", target: .categories([])), "need at least one value"),
  ])
  func mistakesAreNamed(draft: PromoCodeDraft, message: String) {
    #expect {
      _ = try PromoCodeRule(draft, id: Self.id)
    } throws: { error in
      guard case PromoCodeAdminError.invalid(let text) = error else { return false }
      return text.contains(message)
    }
  }

  @Test(arguments: [
    ("2027-01-15", true), ("2027-01-01", true), ("2027-01-31", true), ("2026-12-31", false), ("2027-02-01", false),
  ])
  func validityWindowIncludesBothEnds(today: String, valid: Bool) throws {
    let rule = try PromoCodeRule(
      PromoCodeDraft(benefit: .percent(5), code: "A", validFrom: "2027-01-01", validUntil: "2027-01-31"), id: Self.id)
    #expect(rule.isValid(on: today) == valid)
  }
}
