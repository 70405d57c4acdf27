import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The offline proof, against the real server in process: the network fails for a batch of 50 cash sales
/// (and one the server will refuse); the register's kit is torn down and built again from its files halfway; when
/// the network is back, replay records exactly the 50 sales, the books and the drawer agree with the ledger, and
/// the refused sale stays visible until a manager resolves it.
@Suite struct OfflineRegisterJourneyTests {
  /// The n-th sale of the batch: pieces, a line discount, a weighed good and a basket discount by turns.
  static func basket(_ number: Int, _ fixture: RegisterFixture) -> (SaleRequest, pieces: [String: Int], grams: Int) {
    switch number % 4 {
    case 0:
      return (
        fixture.sale([SaleLineRequest(code: fixture.food[0])], cash: Money(rubles: 1000)), [fixture.food[0]: 1], 0
      )
    case 1:
      return (
        fixture.sale(
          [SaleLineRequest(code: fixture.food[1], count: 2, discount: SaleDiscount(percent: 5))],
          cash: Money(rubles: 1000)), [fixture.food[1]: 2], 0
      )
    case 2:
      return (
        fixture.sale([SaleLineRequest(code: fixture.weightBarcode(grams: 350))], cash: Money(rubles: 500)), [:], 350
      )
    default:
      return (
        fixture.sale(
          [SaleLineRequest(code: fixture.food[0]), SaleLineRequest(code: fixture.food[1])],
          cash: Money(rubles: 2000), discount: SaleDiscount(amount: Money(kopecks: 3_333))),
        [fixture.food[0]: 1, fixture.food[1]: 1], 0
      )
    }
  }

  @Test func fiftyOfflineSalesSurviveARestartAndReplayExactlyOnceWithTheBooksBalanced() async throws {
    let fixture = try RegisterFixture()
    let directory = fixture.server.directory.url.appendingPathComponent("register")
    var kit = try await fixture.kit(try FileRegisterStorage(directory: directory))
    try await kit.refresh()
    fixture.network.set(up: false)
    var totals = Money.zero
    var pieces: [String: Int] = [:]
    var grams = 0
    var refusedID: Receipt.ID?
    for number in 0..<51 {
      if number == 26 {
        // The app is closed and opened again: everything comes back from the register's files.
        kit = try await fixture.kit(try FileRegisterStorage(directory: directory))
        #expect(kit.register.state.value.waiting == 26 && !kit.register.state.value.isOnline)
      }
      if number == 20 {
        let scarce = fixture.sale([SaleLineRequest(code: fixture.scarce, count: 2)], cash: Money(rubles: 1000))
        guard case .queued = try await kit.sales.submit(scarce, nil) else { throw FixtureFailure("not queued") }
        refusedID = scarce.id
        // Meanwhile the shop's books lose those goods: the server will refuse the sale on replay.
        try fixture.setStock(fixture.scarce, 1)
        continue
      }
      let (request, units, weight) = Self.basket(number, fixture)
      guard case .queued(let queued) = try await kit.sales.submit(request, nil) else {
        throw FixtureFailure("sale \(number) was not queued")
      }
      totals = totals + queued.total
      pieces.merge(units, uniquingKeysWith: +)
      grams += weight
    }
    #expect(try fixture.recordedSales() == 0)
    #expect(kit.register.state.value.waiting == 51)

    fixture.network.set(up: true)
    fixture.server.clock.advance(by: 30)
    await kit.register.tick()

    let connection = kit.register.state.value
    #expect(connection.isOnline && connection.waiting == 0)
    #expect(connection.refused.map(\.id) == [refusedID].compactMap { $0 })
    #expect(connection.refused.first?.error.code == .itemsNotAvailableWithSetCount)
    #expect(try fixture.recordedSales() == 50)
    let report = try fixture.report()
    #expect(report.sales.count == 50 && report.sales.total == totals)
    #expect(report.cashExpected == Money(rubles: 5000) + totals)
    #expect(try fixture.stock(fixture.food[0]) == 100 - (pieces[fixture.food[0]] ?? 0))
    #expect(try fixture.stock(fixture.food[1]) == 100 - (pieces[fixture.food[1]] ?? 0))
    #expect(try fixture.stock(fixture.loose.article) == 10 - (grams + 999) / 1_000)
    #expect(try fixture.stock(fixture.scarce) == 1)
    #expect(try fixture.discrepancies().isEmpty)

    // Replaying again (a lost answer, a second tick) records nothing new.
    await kit.register.replay()
    #expect(try fixture.recordedSales() == 50)

    // The refused sale is still there after another restart, until the manager sells it with their PIN.
    kit = try await fixture.kit(try FileRegisterStorage(directory: directory))
    #expect(kit.register.state.value.refused.count == 1)
    let id = try #require(refusedID)
    try await kit.register.resolve(
      id, .retry(ManagerApproval(managerID: fixture.manager.id, pin: "1111"), acceptMissingStock: true))
    #expect(kit.register.state.value.refused.isEmpty)
    #expect(await kit.register.stored.resolutions.map(\.action) == [.recorded])
    #expect(try fixture.recordedSales() == 51 && (try fixture.discrepancies()).isEmpty)
  }
}
