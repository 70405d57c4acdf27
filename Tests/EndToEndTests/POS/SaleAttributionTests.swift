import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A sale a register queued offline and replays later, perhaps under another member, keeps its own time and
/// cashier (`sold_at`, `cashier_id`), within what an offline register can have queued.
@Suite struct SaleAttributionTests {
  static func receipt(_ response: RawHTTPResponse) -> NSDictionary? { response.json }

  @Test func aSaleSoldAnHourAgoCarriesThatTimeOnItsReceipt() throws {
    let sale = try SaleFixture()
    let answer = try sale.sell(
      [["code": sale.food[0]]], cash: 1000, extra: ["sold_at": "2027-01-15T07:00:00Z"])
    #expect(answer.status == 200, "\(answer.text)")
    #expect(answer.json?["issued_at"] as? String == "2027-01-15T07:00:00Z")
    #expect(try sale.server.rows("SELECT created_at FROM pos_sales") == ["1799996400"])
  }

  @Test func aSaleWithoutItsTimeIsSoldNow() throws {
    let sale = try SaleFixture()
    let answer = try sale.sell([["code": sale.food[0]]], cash: 1000)
    #expect(answer.json?["issued_at"] as? String == "2027-01-15T08:00:00Z")
  }

  @Test func aSaleOlderThanAnOfflineRegisterCanHoldIsRefusedWithItsField() throws {
    let sale = try SaleFixture()
    let answer = try sale.sell(
      [["code": sale.food[0]]], cash: 1000, extra: ["sold_at": "2027-01-14T06:59:00Z"])
    #expect(answer.status == 400 && answer.json?["code"] as? String == "saleTimeOutOfRange")
    let failure = (answer.json?["failures"] as? [NSDictionary])?.first
    #expect(failure?["field"] as? String == "sold_at")
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"] && (try sale.stock(sale.food[0])) == 10)
  }

  @Test func aSaleFromTheFutureIsRefused() throws {
    let sale = try SaleFixture()
    let answer = try sale.sell(
      [["code": sale.food[0]]], cash: 1000, extra: ["sold_at": "2027-01-15T08:06:00Z"])
    #expect(answer.status == 400 && answer.json?["code"] as? String == "saleTimeOutOfRange")
  }

  @Test func aSaleReplayedByTheManagerNamesTheCashierWhoRangItUp() throws {
    let sale = try SaleFixture()
    let cashier = try sale.pos.staffID(sale.pos.cashier)
    let answer = try sale.sell(
      [["code": sale.food[0]]], cash: 1000, extra: ["cashier_id": cashier], token: sale.pos.manager)
    #expect(answer.status == 200, "\(answer.text)")
    #expect((answer.json?["cashier"] as? NSDictionary)?["name"] as? String == "Кирилл")
    #expect(try sale.server.rows("SELECT cashier_id FROM pos_sales") == [cashier.uppercased()])
  }

  @Test func aCashierNamedWhoCannotSellAtTheShopIsRefused() throws {
    let sale = try SaleFixture()
    let courier = try sale.pos.staffID(sale.pos.courier)
    for named in [courier, UUID().uuidString] {
      let answer = try sale.sell([["code": sale.food[0]]], cash: 1000, extra: ["cashier_id": named])
      #expect(answer.status == 422 && answer.json?["code"] as? String == "cashierNotAtShop", "\(named)")
    }
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["0"])
  }

  @Test func aSaleSentAgainWithItsQueuedTimeAnswersTheFirstReceipt() throws {
    let sale = try SaleFixture()
    let id = UUID().uuidString
    let first = try sale.sell([["code": sale.food[0]]], cash: 1000, id: id)
    sale.server.clock.advance(by: 90)
    let again = try sale.sell(
      [["code": sale.food[0]]], cash: 1000, id: id, extra: ["sold_at": "2027-01-15T08:00:30Z"])
    #expect(first.status == 200 && again.status == 200 && again.body == first.body)
    #expect(try sale.server.rows("SELECT COUNT(*) FROM pos_sales") == ["1"])
  }
}
