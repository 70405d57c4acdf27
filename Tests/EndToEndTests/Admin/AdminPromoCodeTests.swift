import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// `/admin/promo_codes...`: what `meowls promo` does through the API (the same `PromoCodeAdmin`), plus edit.
@Suite struct AdminPromoCodeTests {
  static let terms = PromoCodeTerms(percent: 12, validFrom: day("2027-01-01"), validUntil: day("2027-01-31"))

  static func day(_ text: String) -> CalendarDate? { CalendarDate(string: text) }

  @Test func theListShowsTheDemoCodesWithAnExpiredOneAsExpired() throws {
    let shop = try AdminFixture()
    let codes: [AdminPromoCode] = try shop.call(.promoCodes(.list))
    // NB: seeded in the same second, so oldest first falls back to the codes' order.
    #expect(codes.map(\.code) == ["FIRST", "KOTIKI15", "LETO2024", "MEOW10", "WELCOME300"])
    #expect(codes.first { $0.code == "LETO2024" }?.state == "expired")
    #expect(codes.first { $0.code == "MEOW10" }.map { $0.state == "active" && $0.redemptions == 0 } == true)
  }

  @Test func aNewCodeIsListedWithItsTerms() throws {
    let shop = try AdminFixture()
    let added: AdminPromoCode = try shop.call(
      .promoCodes(.create(PromoCodeCreation(code: "ZIMA12", terms: Self.terms, categories: ["koshki/lakomstva"]))))
    #expect(
      added
        == AdminPromoCode(
          benefit: "12%", code: "ZIMA12", coverage: "koshki/lakomstva", oncePerUser: false, redemptions: 0,
          state: "active", validFrom: Self.day("2027-01-01"), validUntil: Self.day("2027-01-31")))
    #expect(try shop.call(.promoCodes(.list), as: [AdminPromoCode].self).last == added)
  }

  @Test func aTakenCodeIsRefusedInAnyLetterCase() throws {
    let shop = try AdminFixture()
    let response = try shop.send(
      .admin(.promoCodes(.create(PromoCodeCreation(code: "meow10", terms: Self.terms)))), token: shop.admin)
    #expect(response.status == 409 && response.code == "promoCodeTaken")
  }

  @Test func termsOutOfBoundsAreRefused() throws {
    let shop = try AdminFixture()
    for terms in [
      PromoCodeTerms(percent: 101), PromoCodeTerms(amount: Money(kopecks: 0)), PromoCodeTerms(),
      PromoCodeTerms(amount: Money(rubles: 1), percent: 5),
      PromoCodeTerms(percent: 5, validFrom: Self.day("2027-02-01"), validUntil: Self.day("2027-01-01")),
      PromoCodeTerms(minimumTotal: Money(kopecks: -1), percent: 5),
    ] {
      let response = try shop.send(
        .admin(.promoCodes(.create(PromoCodeCreation(code: "BAD", terms: terms)))), token: shop.admin)
      #expect(response.status == 400 && response.code == "validationError", "\(terms)")
    }
  }

  @Test func anUnknownProductIsRefused() throws {
    let shop = try AdminFixture()
    let response = try shop.send(
      .admin(.promoCodes(.create(PromoCodeCreation(code: "X1", terms: Self.terms, products: ["no-such"])))),
      token: shop.admin)
    #expect(response.status == 404 && response.code == "productNotFound")
  }

  @Test func anEditReplacesTheTermsAndKeepsWhatItCovers() throws {
    let shop = try AdminFixture()
    let edited: AdminPromoCode = try shop.call(
      .promoCodes(.edit("kotiki15", PromoCodeTerms(amount: Money(rubles: 300), minimumTotal: Money(rubles: 2000)))))
    #expect(edited.benefit == "300 ₽" && edited.minimumTotal == "2000 ₽")
    #expect(edited.coverage == "koshki/korma_sukhie, koshki/korma_vlazhnye" && edited.state == "active")
  }

  @Test func anEditOfAnExpiredCodeMakesItActiveAgain() throws {
    let shop = try AdminFixture()
    let edited: AdminPromoCode = try shop.call(
      .promoCodes(.edit("LETO2024", PromoCodeTerms(percent: 5, validUntil: Self.day("2027-08-31")))))
    #expect(edited.state == "active" && edited.validUntil == Self.day("2027-08-31"))
  }

  @Test func aDisabledCodeIsShownDisabledAndEnabledAgain() throws {
    let shop = try AdminFixture()
    let disabled: AdminPromoCode = try shop.call(.promoCodes(.disable("meow10")))
    #expect(disabled.code == "MEOW10" && disabled.state == "disabled")
    let enabled: AdminPromoCode = try shop.call(.promoCodes(.enable("MEOW10")))
    #expect(enabled.state == "active")
  }

  @Test func anUnknownCodeAnswersNotFound() throws {
    let shop = try AdminFixture()
    for route in [
      APIRoute.Admin.PromoCodes.disable("NOPE"), .enable("NOPE"), .edit("NOPE", Self.terms),
    ] {
      let response = try shop.send(.admin(.promoCodes(route)), token: shop.admin)
      #expect(response.status == 404 && response.code == "promoCodeNotFound")
    }
  }

  @Test func everyChangeWritesItsAuditRow() throws {
    let shop = try AdminFixture()
    let added: AdminPromoCode = try shop.call(
      .promoCodes(.create(PromoCodeCreation(code: "ZIMA12", terms: Self.terms))))
    let edited: AdminPromoCode = try shop.call(.promoCodes(.edit("ZIMA12", PromoCodeTerms(percent: 15))))
    _ = try shop.call(.promoCodes(.disable("ZIMA12")), as: AdminPromoCode.self)
    _ = try shop.call(.promoCodes(.enable("ZIMA12")), as: AdminPromoCode.self)
    let page: Page<AuditEntry> = try shop.call(.audit(AuditQuery(subjectID: "ZIMA12")))
    #expect(page.results.map(\.action) == ["promo.enable", "promo.disable", "promo.edit", "promo.create"])
    #expect(page.results.allSatisfy { $0.subjectType == "promo_code" })
    #expect(page.results[1].before == (try AdminAuditTests.json(edited)))
    #expect(page.results[2].before == (try AdminAuditTests.json(added)))
  }
}
