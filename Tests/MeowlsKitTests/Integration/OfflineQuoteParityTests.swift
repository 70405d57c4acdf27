import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The register's offline quote is the server's to the kopeck: the same baskets priced by `POST /pos/sales/quote`
/// and by `OfflineQuote` over the snapshot the register loaded from `GET /pos/catalogue`.
@Suite struct OfflineQuoteParityTests {
  static func baskets(_ fixture: RegisterFixture, variant: ProductVariant.ID) -> [SaleRequest] {
    let (a, b) = (fixture.food[0], fixture.food[1])
    let plu = String(fixture.loose.plu)
    return [
      fixture.sale([SaleLineRequest(code: a)], cash: nil),
      fixture.sale([SaleLineRequest(code: b, count: 3, discount: SaleDiscount(percent: 7))], cash: nil),
      fixture.sale([SaleLineRequest(code: b, discount: SaleDiscount(percent: 11))], cash: nil),
      fixture.sale([SaleLineRequest(code: a, discount: SaleDiscount(amount: Money(rubles: 101)))], cash: nil),
      fixture.sale([SaleLineRequest(code: fixture.weightBarcode(grams: 735))], cash: nil),
      fixture.sale(
        [SaleLineRequest(code: plu, discount: SaleDiscount(amount: Money(kopecks: 1)), grams: 1_234)], cash: nil),
      fixture.sale([SaleLineRequest(variantID: variant), SaleLineRequest(code: a, count: 2)], cash: nil),
      fixture.sale(
        [
          SaleLineRequest(code: a), SaleLineRequest(code: b, count: 2),
          SaleLineRequest(code: fixture.weightBarcode(grams: 99)),
        ],
        cash: nil, discount: SaleDiscount(amount: Money(kopecks: 333))),
      fixture.sale(
        [SaleLineRequest(code: b), SaleLineRequest(code: b), SaleLineRequest(code: b)], cash: nil,
        discount: SaleDiscount(percent: 10)),
      fixture.sale([SaleLineRequest(code: a)], cash: nil, discount: SaleDiscount(amount: Money(rubles: 20_000))),
      fixture.sale([SaleLineRequest(code: fixture.scarce, count: 6)], cash: nil),
      fixture.sale(
        [SaleLineRequest(code: fixture.weightBarcode(grams: 9_500)), SaleLineRequest(code: plu, grams: 501)], cash: nil),
    ]
  }

  @Test func everyBasketIsQuotedAsTheServerQuotesIt() async throws {
    let fixture = try RegisterFixture()
    let kit = try await fixture.kit(InMemoryRegisterStorage())
    try await kit.refresh()
    let snapshot = await kit.catalogue.snapshot
    let variant = try #require(snapshot.items.values.first { $0.article.rawValue == fixture.food[1] }?.id)
    for basket in Self.baskets(fixture, variant: variant) {
      let server = try await kit.api.send(.quoteSale(basket))
      #expect(try OfflineQuote.price(basket, in: snapshot) == server, "\(basket.lines)")
    }
  }

  @Test func aBadBasketIsRefusedWithTheServersCode() async throws {
    let fixture = try RegisterFixture()
    let kit = try await fixture.kit(InMemoryRegisterStorage())
    try await kit.refresh()
    let snapshot = await kit.catalogue.snapshot
    let bad = [
      fixture.sale([], cash: nil),
      fixture.sale([SaleLineRequest(code: "4600000000000")], cash: nil),
      fixture.sale([SaleLineRequest(code: "4600000000001")], cash: nil),
      fixture.sale([SaleLineRequest(code: fixture.food[0], grams: 100)], cash: nil),
      fixture.sale([SaleLineRequest(code: fixture.food[0], count: 10_000)], cash: nil),
      fixture.sale([SaleLineRequest(code: fixture.weightBarcode(grams: 10), count: 2)], cash: nil),
      fixture.sale([SaleLineRequest(code: fixture.food[0], discount: SaleDiscount(percent: 101))], cash: nil),
      fixture.sale(
        [SaleLineRequest(code: fixture.food[0], discount: SaleDiscount(amount: .zero, percent: 1))], cash: nil),
    ]
    for basket in bad {
      var server: APIError?
      do { _ = try await kit.api.send(.quoteSale(basket)) } catch { server = error }
      var offline: APIError?
      do { _ = try OfflineQuote.price(basket, in: snapshot) } catch { offline = error }
      #expect(
        offline?.code != nil && offline?.code == server?.code && offline?.status == server?.status, "\(basket.lines)")
    }
  }
}
