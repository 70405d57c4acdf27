import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@Suite struct CartPromoCodeTests {
  /// What a code does to a cart: its discount (roubles) and the items total, or the error code it answers.
  enum Outcome: Sendable {
    case discount(Double, items: Double)
    case refused(String)
  }

  /// Which fixture lines a case puts in the cart: `cat[i]` by index, `-1` for the dog toy.
  typealias Case = (name: String, code: String, lines: [(Int, Int)], outcome: Outcome)

  static let cases: [Case] = [
    ("percent of everything", "MEOW10", [(0, 1)], .discount(100, items: 1000)),
    ("codes are matched in any case", "meow10", [(0, 1), (-1, 1)], .discount(150, items: 1500)),
    ("below the minimum total", "WELCOME300", [(0, 1)], .refused("promoCodeNotApplicable")),
    ("at the minimum total", "WELCOME300", [(0, 1), (-1, 1)], .discount(300, items: 1500)),
    ("a category covers its descendants only", "KOTIKI15", [(0, 1), (-1, 1)], .discount(150, items: 1500)),
    ("no covered line", "KOTIKI15", [(-1, 2)], .refused("promoCodeNotApplicable")),
    ("an empty cart", "MEOW10", [], .refused("promoCodeNotApplicable")),
    ("a product restriction", "KONG5", [(0, 1), (-1, 2)], .discount(50, items: 2000)),
    ("rounded half up to the kopeck once", "KOTIKI15", [(1, 1)], .discount(50, items: 333.33)),
    ("a fixed amount never makes the total negative", "BIG5000", [(-1, 1)], .discount(500, items: 500)),
    ("past its last day", "LETO2024", [(0, 1)], .refused("promoCodeExpired")),
    ("not yet valid", "SOON", [(0, 1)], .refused("promoCodeExpired")),
    ("disabled", "GONE", [(0, 1)], .refused("promoCodeExpired")),
    ("unknown", "NOPE", [(0, 1)], .refused("promoCodeNotFound")),
    ("once per user, first use", "FIRST", [(0, 1)], .discount(200, items: 1000)),
  ]

  /// A shop with the demo codes plus KONG5 (5 % on the dog toy), BIG5000, SOON (from tomorrow) and GONE
  /// (disabled).
  func shop() throws -> ShopFixture {
    let shop = try ShopFixture()
    let toy = try shop.server.rows("SELECT product_id FROM product_variants WHERE article = '\(shop.dog)'")
    let codes = shop.promoCodes
    try codes.add(PromoCodeDraft(benefit: .percent(5), code: "KONG5", target: .products(toy)))
    try codes.add(PromoCodeDraft(benefit: .fixedAmount(kopecks: 500_000), code: "BIG5000"))
    try codes.add(PromoCodeDraft(benefit: .percent(5), code: "SOON", validFrom: "2027-01-16"))
    try codes.add(PromoCodeDraft(benefit: .percent(5), code: "GONE"))
    try codes.disable(code: "GONE")
    return shop
  }

  @Test(arguments: cases)
  func applyingACode(_ test: Case) throws {
    let shop = try shop()
    let lines = test.lines.map { ($0.0 < 0 ? shop.dog : shop.cat[$0.0], $0.1) }
    let before = try shop.update(lines)
    let response = try shop.update(lines, promo: ["code": test.code])
    switch test.outcome {
    case .discount(let discount, let items):
      #expect(response.status == 200, "\(test.name)")
      #expect(
        response.json?["promo_code"] as? NSDictionary == ["code": test.code.uppercased(), "is_active": true],
        "\(test.name)")
      #expect(response.json?["summaries"] as? [NSDictionary] == plainSummaries(items, promo: discount), "\(test.name)")
      #expect(try shop.current().json == response.json, "\(test.name)")
    case .refused(let code):
      #expect(response.status == 400 && response.json?["code"] as? String == code, "\(test.name)")
      #expect(try shop.current().json == before.json, "\(test.name)")
    }
  }

  @Test func refusalsAnswerTheContractsBodies() throws {
    let shop = try shop()
    let bodies: [(String, [(String, Int)], NSDictionary)] = [
      ("NOPE", [(shop.cat[0], 1)], ["code": "promoCodeNotFound", "reason": "Promo code not found."]),
      (
        "GONE", [(shop.cat[0], 1)],
        ["code": "promoCodeExpired", "reason": "The promo code has expired or is not active."]
      ),
      (
        "WELCOME300", [(shop.cat[0], 1)],
        [
          "code": "promoCodeNotApplicable", "reason": "The promo code does not apply to this cart.",
          "failures": [["field": "Promo code", "failure": "The order total must be at least 1500.00 RUB."]],
        ]
      ),
      (
        "KOTIKI15", [(shop.dog, 1)],
        [
          "code": "promoCodeNotApplicable", "reason": "The promo code does not apply to this cart.",
          "failures": [["field": "Promo code", "failure": "No item in the cart is covered by the promo code."]],
        ]
      ),
    ]
    for (code, lines, body) in bodies {
      #expect(try shop.update(lines, promo: ["code": code]).json == body, "\(code)")
    }
  }

  @Test func aOncePerUserCodeIsRefusedAfterAnOrderRedeemedIt() throws {
    let shop = try shop()
    let user = try shop.server.rows("SELECT id FROM users WHERE role = 'customer'")[0]
    _ = try shop.server.rows(
      """
      INSERT INTO promo_code_redemptions (promo_code_id, user_id, order_id, redeemed_at)
      SELECT id, '\(user)', '1', 0 FROM promo_codes WHERE code = 'FIRST'
      """)
    let response = try shop.update([(shop.cat[0], 1)], promo: ["code": "first"])
    #expect(response.json == ["code": "promoCodeAlreadyUsed", "reason": "The promo code has already been used."])
  }

  @Test func aNewCodeReplacesTheOldAndRequestsWithoutACodeKeepIt() throws {
    let shop = try shop()
    _ = try shop.update([(shop.cat[0], 1), (shop.dog, 1)], promo: ["code": "MEOW10"])
    let replaced = try shop.update([(shop.cat[0], 1), (shop.dog, 1)], promo: ["code": "KOTIKI15"])
    #expect(replaced.json?["promo_code"] as? NSDictionary == ["code": "KOTIKI15", "is_active": true])
    let kept = try shop.update([(shop.cat[0], 2), (shop.dog, 1)])
    #expect(kept.json?["promo_code"] as? NSDictionary == ["code": "KOTIKI15", "is_active": true])
    #expect(kept.json?["summaries"] as? [NSDictionary] == plainSummaries(2500, promo: 300))
    #expect(try shop.server.rows("SELECT COUNT(*) FROM carts WHERE promo_code_id IS NOT NULL") == ["1"])
  }

  @Test func resendingTheHeldCodeWithACartItNoLongerFitsDropsItInsteadOfRefusingTheChange() throws {
    let shop = try shop()
    #expect(try shop.update([(shop.cat[0], 1), (shop.dog, 1)], promo: ["code": "KOTIKI15"]).status == 200)
    let response = try shop.update([(shop.dog, 1)], promo: ["code": "kotiki15"])
    #expect(
      response.status == 200
        && response.json?["promo_code"] as? NSDictionary == ["code": "KOTIKI15", "is_active": false])
    #expect(response.json?["summaries"] as? [NSDictionary] == plainSummaries(500))
  }

  @Test func isActiveFalseOrAnEmptyCodeRemovesTheCode() throws {
    let shop = try shop()
    for removal: [String: Any] in [["code": "MEOW10", "is_active": false], ["code": ""]] {
      _ = try shop.update([(shop.cat[0], 1)], promo: ["code": "MEOW10"])
      let response = try shop.update([(shop.cat[0], 1)], promo: removal)
      #expect(
        response.json?["promo_code"] == nil && response.json?["summaries"] as? [NSDictionary] == plainSummaries(1000))
    }
  }

  /// Applies `code` to the lines, changes the world with `change`, and expects the next answer of `answer` to
  /// drop the code (echoed with `is_active: false`, no promo discount) and the one after to forget it.
  func expectDropped(
    _ code: String, on lines: [(String, Int)], in shop: ShopFixture, after change: () throws -> Void,
    answer: () throws -> RawHTTPResponse = { throw TestFailure("no answer") }, summaries: [NSDictionary]
  ) throws {
    #expect(try shop.update(lines, promo: ["code": code]).status == 200)
    try change()
    let dropped = try answer()
    #expect(
      dropped.status == 200 && dropped.json?["promo_code"] as? NSDictionary == ["code": code, "is_active": false])
    #expect(dropped.json?["summaries"] as? [NSDictionary] == summaries)
    let later = try shop.current()
    #expect(later.json?["promo_code"] == nil && later.json?["summaries"] as? [NSDictionary] == summaries)
  }

  @Test func aSavedCodeIsDroppedWhenTheCartNoLongerQualifies() throws {
    let shop = try shop()
    try expectDropped(
      "KOTIKI15", on: [(shop.cat[0], 1), (shop.dog, 1)], in: shop, after: {},
      answer: { try shop.update([(shop.dog, 1)]) }, summaries: plainSummaries(500))
  }

  @Test func aSavedCodeIsDroppedWhenItExpires() throws {
    let shop = try shop()
    try shop.promoCodes.add(PromoCodeDraft(benefit: .percent(5), code: "TODAY", validUntil: "2027-01-15"))
    try expectDropped(
      // NB: 17 hours take the clock into the next UTC day while the token (24 hours) still works.
      "TODAY", on: [(shop.cat[0], 1)], in: shop, after: { shop.server.clock.advance(by: 17 * 3600) },
      answer: { try shop.current() }, summaries: plainSummaries(1000))
  }

  @Test func aSavedCodeIsDroppedWhenDisabled() throws {
    let shop = try shop()
    try expectDropped(
      "MEOW10", on: [(shop.cat[0], 1)], in: shop, after: { try shop.promoCodes.disable(code: "MEOW10") },
      answer: { try shop.current() }, summaries: plainSummaries(1000))
  }

  @Test func aSavedCodeIsDroppedWhenAPriceDropTakesTheTotalBelowItsMinimum() throws {
    let shop = try shop()
    try expectDropped(
      "WELCOME300", on: [(shop.cat[0], 1), (shop.dog, 1)], in: shop,
      after: { try shop.server.setPrice(shop.dog, original: 40_000, price: 40_000) },
      answer: { try shop.current() }, summaries: plainSummaries(1400))
  }

  @Test func aSavedCodeIsDroppedWhenAMergeCapsTheCartBelowItsMinimum() throws {
    let shop = try shop()
    try expectDropped(
      "WELCOME300", on: [(shop.cat[0], 1), (shop.dog, 1)], in: shop,
      after: { try shop.server.setStock(shop.dog, 0) }, answer: { try shop.merge([]) },
      summaries: plainSummaries(1000))
  }

  @Test func aSavedOncePerUserCodeIsDroppedOnceRedeemed() throws {
    let shop = try shop()
    try expectDropped(
      "FIRST", on: [(shop.cat[0], 1)], in: shop,
      after: {
        _ = try shop.server.rows(
          """
          INSERT INTO promo_code_redemptions (promo_code_id, user_id, redeemed_at)
          SELECT id, (SELECT id FROM users WHERE role = 'customer'), 0 FROM promo_codes WHERE code = 'FIRST'
          """)
      }, answer: { try shop.current() }, summaries: plainSummaries(1000))
  }
}
