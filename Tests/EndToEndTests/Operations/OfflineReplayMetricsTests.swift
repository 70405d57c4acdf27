import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `/metrics` counts the registers' offline replays (sales sent with a `sold_at` before their arrival) by outcome,
/// and how late they arrived; a sale rung up online is not one.
@Suite struct OfflineReplayMetricsTests {
  static let token = "metrics-token-of-the-test-1234567890"

  func fixture() throws -> SaleFixture { try SaleFixture { $0.metricsToken = Self.token } }

  func metrics(_ sale: SaleFixture) throws -> String {
    try sale.server.request("GET", "/metrics", headers: [("Authorization", "Bearer \(Self.token)")]).text
  }

  @Test func aReplayedSaleIsCountedAsRecordedWithItsDelay() throws {
    let sale = try fixture()
    let answer = try sale.sell([["code": sale.food[0]]], cash: 1000, extra: ["sold_at": "2027-01-15T07:00:00Z"])
    #expect(answer.status == 200, "\(answer.text)")
    let text = try metrics(sale)
    #expect(text.contains(#"meowls_pos_offline_replays_total{outcome="recorded"} 1"#))
    #expect(text.contains("meowls_pos_offline_replay_delay_seconds_total 3600"))
  }

  @Test func theSameReplaySentAgainIsCountedAsRepeated() throws {
    let sale = try fixture()
    let id = UUID().uuidString
    for _ in 0..<2 {
      let answer = try sale.sell(
        [["code": sale.food[0]]], cash: 1000, id: id, extra: ["sold_at": "2027-01-15T07:00:00Z"])
      #expect(answer.status == 200, "\(answer.text)")
    }
    let text = try metrics(sale)
    #expect(text.contains(#"meowls_pos_offline_replays_total{outcome="recorded"} 1"#))
    #expect(text.contains(#"meowls_pos_offline_replays_total{outcome="repeated"} 1"#))
  }

  @Test func aRefusedReplayIsCountedAsRefused() throws {
    let sale = try fixture()
    let answer = try sale.sell([["code": sale.food[0]]], cash: 1000, extra: ["sold_at": "2027-01-14T06:59:00Z"])
    #expect(answer.status == 400)
    #expect(try metrics(sale).contains(#"meowls_pos_offline_replays_total{outcome="refused"} 1"#))
  }

  @Test func aSaleRungUpOnlineIsNoReplay() throws {
    let sale = try fixture()
    #expect(try sale.sell([["code": sale.food[0]]], cash: 1000).status == 200)
    let text = try metrics(sale)
    #expect(text.contains(#"meowls_pos_offline_replays_total{outcome="recorded"} 0"#))
    #expect(text.contains("meowls_pos_offline_replay_delay_seconds_total 0"))
  }
}
