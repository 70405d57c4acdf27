import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Card payments at pick-up hand-over and courier delivery go through the injected card terminal: approved cards
/// are recorded with their authorization code, declined ones change nothing.
@Suite struct OrderCardPaymentTests {
  @Test func handOverByCardIsChargedThroughTheTerminalWithItsCode() throws {
    let terminal = RecordingTerminal(.approved(authorizationCode: "042137"))
    let floor = try FloorFixture(cardTerminal: terminal.terminal)
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: ["type": "card"])
    #expect(
      response.json
        == [
          "number": number, "paid": true, "status_code": "COMPLETED", "receipt_number": 1,
          "payment": ["amount": 2000, "authorization_code": "042137", "type": "card"],
        ] as NSDictionary)
    #expect(terminal.authorized == [Money(rubles: 2000)])
    #expect(
      try floor.server.rows("SELECT type, amount_kopecks, authorization_code FROM order_tenders")
        == ["card|200000|042137"])
  }

  @Test func handOverWithADeclinedCardLeavesTheOrderReadyAndUnpaid() throws {
    let floor = try FloorFixture(cardTerminal: .always(.declined(reason: "Insufficient funds")))
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    let response = try floor.handOver(number, payment: ["type": "card"])
    #expect(response.status == 400 && response.code == "cardDeclined")
    #expect(try floor.status(number) == "READY_FOR_PICKUP|0")
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["0"])
    #expect(try floor.handOver(number, payment: ["type": "cash"]).status == 200)
  }

  @Test func aHandOverThatWouldFailChargesNoCard() throws {
    let terminal = RecordingTerminal()
    let floor = try FloorFixture(cardTerminal: terminal.terminal)
    let number = try floor.pickupOrder()
    #expect(try floor.handOver(number, payment: ["type": "card"]).code == "orderNotReady")
    _ = try floor.ready(number)
    #expect(try floor.handOver(number, phone: "79130000000", payment: ["type": "card"]).code == "customerPhoneMismatch")
    #expect(terminal.authorized == [])
  }

  @Test func aPaidOrderChargesNoCard() throws {
    let terminal = RecordingTerminal()
    let floor = try FloorFixture(cardTerminal: terminal.terminal)
    let number = try floor.pickupOrder(payment: "card")
    _ = try floor.server.rows("UPDATE orders SET paid = 1 WHERE number = \(number)")
    _ = try floor.ready(number)
    #expect(try floor.handOver(number, payment: ["type": "card"]).json?["payment"] == nil)
    #expect(terminal.authorized == [])
  }

  @Test func aCardHandOverThatLosesTheRaceIsRefunded() throws {
    let terminal = RecordingTerminal(.approved(authorizationCode: "777777"))
    let floor = try FloorFixture(cardTerminal: terminal.terminal)
    let number = try floor.pickupOrder()
    _ = try floor.ready(number)
    // While the bank answers the cashier's card, the manager hands the same order over for cash.
    terminal.duringAuthorization {
      _ = try? floor.handOver(number, payment: ["type": "cash"], token: floor.pos.manager)
    }
    let response = try floor.handOver(number, payment: ["type": "card"])
    #expect(response.status == 409 && response.code == "orderAlreadyHandedOver")
    #expect(terminal.refunded == ["2000.00|777777"])
    #expect(
      try floor.server.rows(
        "SELECT o.number, r.amount_kopecks, r.original_authorization_code, r.status FROM pos_card_refunds r "
          + "JOIN orders o ON o.id = r.order_id") == ["\(number)|200000|777777|approved"])
    #expect(try floor.server.rows("SELECT type, COALESCE(authorization_code, '-') FROM order_tenders") == ["cash|-"])
  }

  @Test func deliveredByCardIsChargedThroughTheTerminalWithItsCode() throws {
    let terminal = RecordingTerminal(.approved(authorizationCode: "300400"))
    let floor = try FloorFixture(cardTerminal: terminal.terminal)
    let number = try floor.assignedOrder()
    let response = try floor.delivered(number, payment: ["type": "card"])
    #expect(
      response.json?["payment"] as? NSDictionary
        == ["amount": 2039, "authorization_code": "300400", "type": "card"] as NSDictionary)
    #expect(try floor.status(number) == "COMPLETED|1")
    #expect(try floor.server.rows("SELECT type, authorization_code FROM order_tenders") == ["card|300400"])
  }

  @Test func deliveredWithADeclinedCardLeavesTheTaskOpenAndTheOrderUnpaid() throws {
    let floor = try FloorFixture(cardTerminal: .always(.declined(reason: "Card expired")))
    let number = try floor.assignedOrder()
    let response = try floor.delivered(number, payment: ["type": "card"])
    #expect(response.status == 400 && response.code == "cardDeclined")
    #expect(try floor.status(number) == "IN_PROGRESS|0")
    #expect(try floor.server.rows("SELECT status FROM delivery_tasks") == ["assigned"])
    #expect(try floor.server.rows("SELECT COUNT(*) FROM order_tenders") == ["0"])
  }

  @Test func theLiveTerminalDeclinesAmountsEndingInThirteenKopecks() throws {
    let floor = try FloorFixture()
    try floor.server.setPrice(floor.articles[1], original: 100_013, price: 100_013)
    let declined = try floor.pickupOrder([(floor.articles[1], 1)])
    let approved = try floor.pickupOrder([(floor.articles[0], 1)])
    for number in [declined, approved] { _ = try floor.ready(number) }
    #expect(try floor.handOver(declined, payment: ["type": "card"]).code == "cardDeclined")
    let code = try floor.handOver(approved, payment: ["type": "card"]).json?["payment"] as? NSDictionary
    #expect((code?["authorization_code"] as? String)?.count == 6)
  }
}
