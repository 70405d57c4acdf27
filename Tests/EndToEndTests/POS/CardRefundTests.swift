import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// Every card refund the POS asks of the terminal is recorded in `pos_card_refunds` with the terminal's answer; a
/// declined one is logged at error level, and a return's answer says how its card part went.
@Suite struct CardRefundTests {
  static let columns =
    "COALESCE(sale_id, '-'), COALESCE(return_id, '-'), COALESCE(order_id, '-'), amount_kopecks, "
    + "original_authorization_code, status, COALESCE(authorization_code, '-'), COALESCE(decline_reason, '-'), staff_id"

  @Test func aReturnWhoseCardRefundIsDeclinedIsRecordedAndSaysSo() throws {
    let terminal = RecordingTerminal(refunds: .declined(reason: "Refund not allowed"))
    let sale = try SaleFixture(cardTerminal: terminal.terminal)
    #expect(try sale.sell([["code": sale.food[0]]], cash: 500, card: 500).status == 200)
    let id = UUID().uuidString
    let response = try sale.returnSale(id: id, token: sale.pos.manager)
    #expect(response.status == 200)
    #expect(
      response.json?["card_refund"] as? NSDictionary
        == ["amount": 500, "reason": "Refund not allowed", "status": "declined"] as NSDictionary)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_returns") == ["1"])
    let manager = try sale.pos.staffID(sale.pos.manager).uppercased()
    #expect(
      try sale.server.rows("SELECT \(Self.columns) FROM pos_card_refunds")
        == ["-|\(id)|-|50000|123456|declined|-|Refund not allowed|\(manager)"])
    #expect(terminal.refunded == ["500.00|123456"])
  }

  @Test func aDeclinedCardRefundIsLoggedAsAnError() throws {
    let terminal = RecordingTerminal(refunds: .declined(reason: "Refund not allowed"))
    let sale = try SaleFixture(cardTerminal: terminal.terminal)
    _ = try sale.sell([["code": sale.food[0]]], card: 1000)
    let id = UUID().uuidString
    _ = try sale.returnSale(id: id, token: sale.pos.manager)
    #expect(
      sale.server.logLines.all.filter { $0.hasPrefix("error: card refund declined") }
        == ["error: card refund declined: 1000.00 of 123456 for return \(id): Refund not allowed"])
  }

  @Test func aReplayedReturnRepeatsItsCardRefund() throws {
    let terminal = RecordingTerminal(refunds: .declined(reason: "Refund not allowed"))
    let sale = try SaleFixture(cardTerminal: terminal.terminal)
    _ = try sale.sell([["code": sale.food[0]]], card: 1000)
    let id = UUID().uuidString
    let first = try sale.returnSale(id: id, token: sale.pos.manager)
    let replay = try sale.returnSale(id: id, token: sale.pos.manager)
    #expect(replay.status == 200 && replay.json == first.json && first.json?["card_refund"] != nil)
    #expect(terminal.refunded.count == 1)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_card_refunds") == ["1"])
  }

  @Test func anApprovedCardRefundOfAReturnIsRecordedWithItsCode() throws {
    let terminal = RecordingTerminal(refunds: .approved(authorizationCode: "654321"))
    let sale = try SaleFixture(cardTerminal: terminal.terminal)
    _ = try sale.sell([["code": sale.food[0]]], card: 1000)
    let id = UUID().uuidString
    let response = try sale.returnSale(id: id, token: sale.pos.manager)
    #expect(
      response.json?["card_refund"] as? NSDictionary
        == ["amount": 1000, "authorization_code": "654321", "status": "approved"] as NSDictionary)
    let manager = try sale.pos.staffID(sale.pos.manager).uppercased()
    #expect(
      try sale.server.rows("SELECT \(Self.columns) FROM pos_card_refunds")
        == ["-|\(id)|-|100000|123456|approved|654321|-|\(manager)"])
  }

  @Test func aCashOnlyReturnHasNoCardRefund() throws {
    let sale = try SaleFixture(cardTerminal: RecordingTerminal().terminal)
    _ = try sale.sell([["code": sale.food[0]]], cash: 1000)
    #expect(try sale.returnSale(token: sale.pos.manager).json?["card_refund"] == nil)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_card_refunds") == ["0"])
  }

  @Test func aSaleThatFailsAfterItsCardWasChargedRecordsTheRefund() throws {
    let terminal = RecordingTerminal()
    let sale = try SaleFixture(cardTerminal: terminal.terminal)
    // While the bank answers, the shop's last units go elsewhere: the sale cannot be recorded.
    terminal.duringAuthorization { try? sale.server.setStock(sale.food[0], 0, at: sale.shop) }
    let id = UUID().uuidString
    let response = try sale.sell([["code": sale.food[0]]], card: 1000, id: id)
    #expect(response.status == 400 && response.code == "itemsNotAvailableWithSetCount")
    #expect(terminal.refunded == ["1000.00|123456"])
    let cashier = try sale.pos.staffID(sale.pos.cashier).uppercased()
    #expect(
      try sale.server.rows("SELECT \(Self.columns) FROM pos_card_refunds")
        == ["\(id)|-|-|100000|123456|approved|123456|-|\(cashier)"])
  }
}
