import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsServer

@Suite struct ReceiptHTMLTests {
  static let novosibirsk = TimeZone(identifier: "Asia/Novosibirsk")!
  static let food = Product.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000A1")!)

  static func item(_ name: String, _ article: Article, _ kopecks: Int64, _ quantity: POSQuantity) -> ScannedItem {
    ScannedItem(
      article: article, barcode: nil, productID: food, productName: name, quantity: quantity,
      unitPrice: Money(kopecks: kopecks), variantID: ProductVariant.ID(UUID()), variantName: "1 кг")
  }

  static let header = ReceiptHeader(
    cashier: ReceiptParty(id: Identifier(UUID(uuidString: "00000000-0000-0000-0000-0000000000C1")!), name: "Анна К."),
    id: Receipt.ID(UUID(uuidString: "00000000-0000-0000-0000-0000000000D1")!),
    issuedAt: Date(timeIntervalSince1970: 1_749_981_600), number: 2_000_001,
    register: ReceiptParty(id: Identifier(UUID(uuidString: "00000000-0000-0000-0000-0000000000E1")!), name: "Касса 1"),
    shop: ReceiptParty(
      id: Identifier(UUID(uuidString: "00000000-0000-0000-0000-000000000050")!), name: "MEOWLS на Ленина"),
    shopAddress: "г Новосибирск, ул Ленина, д 1")

  /// Two lines (one weighed, one with a line discount), a basket discount, split tender with change.
  static func sampleReceipt() async throws -> Receipt {
    let basket = POSBasket(
      lines: [
        .init(item("Royal Canin Mini Adult", "1234567", 54_990, .pieces(2)), discount: .percent(5)),
        .init(item("Лакомство «Лёгкое» <для собак>", "7654321", 54_900, .grams(735))),
      ], discount: .amount(Money(rubles: 20)))
    let priced = try basket.priced()
    let plan = try TenderPlan(total: priced.total, cash: Money(rubles: 1_000), card: Money(rubles: 1_000))
    let payments = try await plan.pay(with: .always(.approved(authorizationCode: "042117")))
    var receipt = Receipt(priced, plan: plan, payments: payments, header: header)
    receipt.seller = ReceiptSeller(inn: "5406123450", name: "ООО «МЯУЛС»", taxation: "ОСН")
    receipt.fiscal = ReceiptFiscal(
      fd: 42, fn: "9999000000000001", fp: "3826150019",
      qr: "t=20250615T1700&s=1428.33&fn=9999000000000001&i=42&fp=3826150019&n=1")
    return receipt
  }

  static let golden = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures/POS/Receipt.html")

  @Test func pageMatchesTheGoldenFile() async throws {
    let html = ReceiptHTML.render(try await Self.sampleReceipt(), timeZone: Self.novosibirsk)
    if ProcessInfo.processInfo.environment["MEOWLS_RECORD_FIXTURES"] != nil {
      try Data(html.utf8).write(to: Self.golden)
    }
    #expect(html == String(decoding: try Data(contentsOf: Self.golden), as: UTF8.self))
  }

  @Test func everyStringIsEscaped() async throws {
    var receipt = try await Self.sampleReceipt()
    receipt.shop.name = "<script>alert('x')</script>"
    receipt.shopAddress = "A & B \"C\""
    receipt.cashier.name = "<b>"
    receipt.register.name = "<i>"
    receipt.lines[0].article = "<a>"
    receipt.discounts = [ReceiptDiscount(amount: Money(rubles: 1), kind: .promo, title: "<s>")]
    receipt.payments[0].authorizationCode = "<c>"
    let html = ReceiptHTML.render(receipt, timeZone: Self.novosibirsk)
    for raw in ["<script>", "<b>", "<i>", "<a>", "<s>", "<c>", "\"C\"", "A & B"] {
      #expect(!html.contains(raw), "\(raw) is not escaped")
    }
    #expect(html.contains("&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;"))
    #expect(html.contains("Лакомство «Лёгкое» &lt;для собак&gt;, 1 кг"))
  }

  @Test func receiptCarriesTheBasketAndThePayments() async throws {
    let receipt = try await Self.sampleReceipt()
    #expect(receipt.lines.map(\.total) == [Money(kopecks: 103_038), Money(kopecks: 39_795)])
    #expect(receipt.lines.map(\.grams) == [nil, 735])
    #expect(receipt.subtotal == Money(kopecks: 150_332))
    #expect(receipt.total == Money(kopecks: 142_833))
    #expect(receipt.discounts.map(\.kind) == [.line, .basket])
    #expect(
      receipt.payments == [
        ReceiptPayment(amount: Money(rubles: 1_000), authorizationCode: "042117", tender: .card),
        ReceiptPayment(amount: Money(kopecks: 42_833), received: Money(rubles: 1_000), tender: .cash),
      ])
    #expect(receipt.change == Money(kopecks: 57_167))
  }
}
