import Foundation
import Testing

@testable import MeowlsAPI

/// Pins the POS receipt's JSON (kept apart from `PinnedSample.all` so the POS branches merge without conflicts).
struct ReceiptJSONTests {
  static let receipt = Receipt(
    cashier: ReceiptParty(id: Identifier(UUID(uuidString: "00000000-0000-0000-0000-0000000000C1")!), name: "Анна К."),
    change: Money(kopecks: 15_000),
    discounts: [
      ReceiptDiscount(amount: Money(kopecks: 5_495), kind: .line, title: "Скидки на товары"),
      ReceiptDiscount(amount: Money(kopecks: 2_000), kind: .promo, title: "Промокод MEOW"),
    ],
    id: Receipt.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000D1")!),
    issuedAt: Date(timeIntervalSince1970: 1_749_981_600),
    lines: [
      ReceiptLine(
        article: "1234567", count: 2, discount: Money(kopecks: 7_495), gross: Money(kopecks: 109_980),
        name: "Royal Canin Mini Adult, 800 г", total: Money(kopecks: 102_485), unitPrice: Money(kopecks: 54_990)),
      ReceiptLine(
        article: "7654321", discount: .zero, grams: 735, gross: Money(kopecks: 40_352),
        name: "Лакомство «Лёгкое», 1 кг", total: Money(kopecks: 40_352), unitPrice: Money(kopecks: 54_900)),
    ],
    number: 2_000_001,
    payments: [
      ReceiptPayment(amount: Money(kopecks: 100_000), authorizationCode: "042117", tender: .card),
      ReceiptPayment(amount: Money(kopecks: 42_837), received: Money(kopecks: 57_837), tender: .cash),
    ],
    register: ReceiptParty(id: Identifier(UUID(uuidString: "00000000-0000-0000-0000-0000000000E1")!), name: "Касса 1"),
    shop: ReceiptParty(
      id: Identifier(UUID(uuidString: "00000000-0000-0000-0000-000000000050")!), name: "MEOWLS на Ленина"),
    shopAddress: "г Новосибирск, ул Ленина, д 1", subtotal: Money(kopecks: 150_332), total: Money(kopecks: 142_837),
    vatTotals: [ReceiptVATTotal(amount: Money(kopecks: 23_806), rate: "20%")])

  @Test func encodingMatchesFixture() throws {
    let sample = PinnedSample(Self.receipt, "Receipt.json")
    let json = try sample.encode()
    if Fixture.isRecording { try Fixture.record(json, as: sample.fixture) }
    #expect(json == (try Fixture.text(sample.fixture)))
  }

  @Test func fixtureDecodesToValue() throws {
    #expect(try PinnedSample(Self.receipt, "Receipt.json").decodesToValue(try Fixture.data("Receipt.json")))
  }

  @Test func receiptNumberIsAPathComponent() {
    #expect(ReceiptNumber(pathComponent: "2000001") == 2_000_001)
    #expect(ReceiptNumber(pathComponent: "x") == nil)
    #expect(ReceiptNumber(2_000_001).pathComponent == "2000001")
  }
}
