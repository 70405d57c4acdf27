import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

/// Refunds of paid orders: back the way the money came, in parts that add up to at most what was paid, exact to the
/// kopeck, each audited.
@Suite struct AdminOrderRefundTests {
  @Test func aCardPaymentIsRefundedInPartsThroughTheTerminal() throws {
    let shop = try AdminOrdersFixture()
    let id = try shop.id(try shop.cardPaidPickup())
    let first: AdminOrderRefund = try shop.call(
      .refund(.valid(id), OrderRefundRequest(amount: Money(kopecks: 30_050), reason: "брак")))
    #expect(first.status == .approved && first.method == .card && first.amount == Money(kopecks: 30_050))
    let rest: AdminOrderRefund = try shop.call(.refund(.valid(id), OrderRefundRequest(reason: "отмена")))
    #expect(rest.amount == Money(kopecks: 169_950))
    #expect(shop.terminal.refunded == ["300.50|123456", "1699.50|123456"])
    let detail: AdminOrderDetail = try shop.call(.detail(.valid(id)))
    #expect(detail.order.refunded == Money(rubles: 2000) && detail.refunds == [first, rest])
    #expect(detail.payment?.method == .card && detail.payment?.amount == Money(rubles: 2000))
  }

  @Test func aRefundNeverGoesOverWhatWasPaid() throws {
    let shop = try AdminOrdersFixture()
    let id = try shop.id(try shop.cardPaidPickup())
    let over = try shop.send(.refund(.valid(id), OrderRefundRequest(amount: Money(kopecks: 200_001), reason: "x")))
    #expect(over.status == 409 && over.code == "refundExceedsPayment")
    _ = try shop.send(.refund(.valid(id), OrderRefundRequest(amount: Money(rubles: 1500), reason: "брак")))
    let again = try shop.send(.refund(.valid(id), OrderRefundRequest(amount: Money(kopecks: 50_001), reason: "x")))
    #expect(again.status == 409 && again.code == "refundExceedsPayment")
    #expect(try shop.send(.refund(.valid(id), OrderRefundRequest(reason: "остаток"))).status == 200)
    let none = try shop.send(.refund(.valid(id), OrderRefundRequest(reason: "ещё")))
    #expect(none.status == 409 && none.code == "refundExceedsPayment")
    #expect(shop.terminal.refunded.count == 2)
  }

  @Test func eightRefundsRacingForTheSameMoneyGiveItBackOnce() throws {
    let shop = try AdminOrdersFixture()
    let id = try shop.id(try shop.cardPaidPickup())
    let body = #"{"amount":1500,"reason":"гонка"}"#
    let token = shop.admin.admin
    let results = race(8) { _ in
      try shop.server.connect()
    } run: { _, client in
      try client.request(
        "POST", "/api/v1/admin/orders/\(id.uuidString)/refund",
        headers: [("Authorization", "Token \(token)"), ("Content-Type", "application/json")], body: Array(body.utf8))
    }
    let answers = try results.map { try $0.get() }
    #expect(answers.filter { $0.status == 200 }.count == 1)
    #expect(answers.filter { $0.code == "refundExceedsPayment" }.count == 7)
    #expect(shop.terminal.refunded == ["1500.00|123456"])
  }

  @Test func aCashPaymentIsRefundedInCash() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.pickupOrder()
    _ = try shop.floor.ready(number)
    _ = try shop.floor.handOver(number)
    let refund: AdminOrderRefund = try shop.call(
      .refund(.valid(try shop.id(number)), OrderRefundRequest(amount: Money(rubles: 500), reason: "брак")))
    #expect(refund.method == .cash && refund.status == .approved && shop.terminal.refunded.isEmpty)
  }

  @Test func anOnlinePaymentIsRefundedWhole() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.courierOrder(payment: "card")
    _ = try shop.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    let refund: AdminOrderRefund = try shop.call(
      .refund(.valid(try shop.id(number)), OrderRefundRequest(reason: "не доставили")))
    #expect(refund.method == .online && refund.amount == Money(rubles: 2039))
  }

  @Test func anUnpaidOrderHasNothingToRefund() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.floor.pickupOrder()
    let response = try shop.send(.refund(.valid(try shop.id(number)), OrderRefundRequest(reason: "брак")))
    #expect(response.status == 409 && response.code == "orderNotPaid")
  }

  @Test(arguments: [Money.zero, Money(kopecks: -1), Money(rubles: 10_000_001)])
  func anAmountOutsideItsBoundsIsRefused(_ amount: Money) throws {
    let shop = try AdminOrdersFixture()
    let id = try shop.id(try shop.cardPaidPickup())
    let response = try shop.send(.refund(.valid(id), OrderRefundRequest(amount: amount, reason: "брак")))
    #expect(response.status == 400 && response.code == "invalidAmount")
  }

  @Test(arguments: ["", "   ", String(repeating: "я", count: 201)])
  func aRefundNeedsAReason(_ reason: String) throws {
    let shop = try AdminOrdersFixture()
    let id = try shop.id(try shop.cardPaidPickup())
    let response = try shop.send(.refund(.valid(id), OrderRefundRequest(reason: reason)))
    #expect(response.status == 400 && response.code == "validationError")
  }

  @Test func aDeclinedCardRefundGivesNothingBackAndIsNotAudited() throws {
    let shop = try AdminOrdersFixture(refunds: .declined(reason: "Карта заблокирована"))
    let number = try shop.cardPaidPickup()
    let id = try shop.id(number)
    let response = try shop.send(.refund(.valid(id), OrderRefundRequest(reason: "брак")))
    #expect(response.status == 400 && response.code == "cardDeclined")
    let detail: AdminOrderDetail = try shop.call(.detail(.valid(id)))
    #expect(detail.order.refunded == .zero && detail.refunds.map(\.status) == [.declined])
    #expect(try shop.audit(of: number).isEmpty)
  }

  @Test func aRefundIsAuditedWithTheOrderBeforeAndTheRefundAfter() throws {
    let shop = try AdminOrdersFixture()
    let number = try shop.cardPaidPickup()
    _ = try shop.send(
      .refund(.valid(try shop.id(number)), OrderRefundRequest(amount: Money(rubles: 100), reason: "брак")))
    let rows = try shop.audit(of: number)
    #expect(rows.map(\.action) == ["order.refund"])
    #expect(field(rows.first?.before, "refunded") == .number(0))
    #expect(field(rows.first?.after, "amount") == .number(100) && field(rows.first?.after, "reason") == .string("брак"))
  }
}
