import Foundation
import MeowlsAPI
import MeowlsKit
import Synchronization
import Testing

@testable import MeowlsTill

/// The till's app loop against a scripted server that is up or away.
@Suite struct TillHeartbeatTests {
  /// A central server the test switches off and on: what it answers, and the sales it recorded, in order.
  final class Central: Sendable {
    private let state = Mutex<(up: Bool, recorded: [Receipt.ID], refreshes: Int)>((true, [], 0))

    var recorded: [Receipt.ID] { state.withLock { $0.recorded } }
    var refreshes: Int { state.withLock { $0.refreshes } }

    func set(up: Bool) { state.withLock { $0.up = up } }

    func catalogue() throws(APIError) -> RegisterCatalogue {
      guard state.withLock({ $0.up }) else { throw .transport(.notConnected) }
      state.withLock { $0.refreshes += 1 }
      return RegisterCatalogue(complete: true, items: [Self.item], revision: 3)
    }

    func sell(_ request: SaleRequest) throws(APIError) -> Receipt {
      guard state.withLock({ $0.up }) else { throw .transport(.notConnected) }
      state.withLock { $0.recorded.append(request.id) }
      return Receipt(
        cashier: ReceiptParty(id: Identifier(UUID()), name: "Кирилл"), change: .zero, discounts: [], id: request.id,
        issuedAt: Date(timeIntervalSince1970: 0), lines: [], number: 1, payments: [],
        register: ReceiptParty(id: Identifier(UUID()), name: "Касса 1"),
        shop: ReceiptParty(id: Identifier(UUID()), name: "MEOWLS"), shopAddress: "", subtotal: .zero, total: .zero)
    }

    static let item = RegisterCatalogueItem(
      article: "1011", barcode: EAN13(body: "460000001011"), id: ProductVariant.ID(UUID()), name: "Brit Care, 400 г",
      price: Money(rubles: 300), stock: 12, vat: "20%")
  }

  struct Fixture {
    let central = Central()
    let register: OfflineRegister
    let heartbeat: TillHeartbeat

    init() throws {
      let central = central
      let storage = InMemoryRegisterStorage()
      let catalogue = ShopCatalogue(storage: storage)
      // NB: a retry interval of a day: only the heartbeat's own finding that the server is back can send the queue.
      register = try OfflineRegister(
        dependencies: OfflineRegister.Dependencies(
          catalogue: catalogue, now: { Date(timeIntervalSince1970: 1_800_000_000) }, retryInterval: 86_400,
          sell: { (request, _) throws(APIError) in try central.sell(request) }, storage: storage))
      heartbeat = TillHeartbeat(
        interval: 5,
        refresh: { () throws(APIError) in
          try await catalogue.refresh { (_) throws(APIError) in try central.catalogue() }
        }, register: register, sleep: { _ in })
    }

    func sale() -> SaleRequest {
      SaleRequest(
        id: Receipt.ID(UUID()), lines: [SaleLineRequest(code: "1011")], payment: SalePayment(cash: Money(rubles: 300)),
        registerID: Register.ID(UUID()))
    }
  }

  @Test func aBeatWhileTheServerAnswersRefreshesTheCatalogue() async throws {
    let fixture = try Fixture()
    #expect(await fixture.heartbeat.beat() == .reachedServer)
    #expect(fixture.central.refreshes == 1)
  }

  @Test func aBeatWhileTheServerIsAwayKeepsTheQueue() async throws {
    let fixture = try Fixture()
    await fixture.heartbeat.beat()
    fixture.central.set(up: false)
    _ = try await fixture.register.submit(fixture.sale(), approval: nil)
    #expect(await fixture.heartbeat.beat() == .serverAway)
    #expect(await fixture.register.stored.waiting.count == 1 && fixture.central.recorded == [])
  }

  @Test func theFirstBeatAfterTheServerIsBackSendsEveryWaitingSaleOnceInOrder() async throws {
    let fixture = try Fixture()
    await fixture.heartbeat.beat()
    fixture.central.set(up: false)
    var queued: [Receipt.ID] = []
    for _ in 0..<3 {
      let sale = fixture.sale()
      _ = try await fixture.register.submit(sale, approval: nil)
      queued.append(sale.id)
    }
    await fixture.heartbeat.beat()
    fixture.central.set(up: true)
    #expect(await fixture.heartbeat.beat() == .reachedServer)
    await fixture.heartbeat.beat()
    #expect(fixture.central.recorded == queued)
    #expect(await fixture.register.stored.waiting.isEmpty && fixture.register.state.value.isOnline)
  }

  @Test func aBeatWithNoStaffSignedInSaysTheServerRefused() async throws {
    let register = try Fixture().register
    let heartbeat = TillHeartbeat(
      interval: 5, refresh: { () throws(APIError) in throw .notSignedIn }, register: register, sleep: { _ in })
    #expect(await heartbeat.beat() == .refused(.notSignedIn))
  }

  @Test func theLoopBeatsOnEveryIntervalUntilCancelled() async throws {
    let fixture = try Fixture()
    let slept = Mutex<[TimeInterval]>([])
    let heartbeat = TillHeartbeat(
      interval: 5, refresh: fixture.heartbeat.refresh, register: fixture.register,
      sleep: { seconds in
        let count = slept.withLock { slept in
          slept.append(seconds)
          return slept.count
        }
        if count == 3 { throw CancellationError() }
      })
    await heartbeat.run()
    #expect(slept.withLock { $0 } == [5, 5, 5] && fixture.central.refreshes == 3)
  }

  @Test func stoppingTheLoopLetsTheBeatUnderWayFinishUncancelled() async throws {
    let fixture = try Fixture()
    let (started, began) = AsyncStream<Void>.makeStream()
    let (gate, open) = AsyncStream<Void>.makeStream()
    let sawCancellation = Mutex<Bool?>(nil)
    let heartbeat = TillHeartbeat(
      interval: 5,
      refresh: { () throws(APIError) in
        began.yield()
        for await _ in gate { break }
        sawCancellation.withLock { $0 = Task.isCancelled }
      }, register: fixture.register, sleep: { _ in try Task.checkCancellation() })
    let loop = Task { await heartbeat.run() }
    for await _ in started { break }
    loop.cancel()
    open.yield()
    await loop.value
    // NB: a cancelled URLSession request deadlocks corelibs-foundation, so the beat must never see the stop.
    #expect(sawCancellation.withLock { $0 } == false)
  }
}
