import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

@Suite struct OfflineRegisterTests {
  @Test func aSaleGoesToTheServerWhileItAnswers() async throws {
    let counter = ScriptedCounter()
    let register = try await makeRegister(counter, clock: ManualClock())
    let sale = RegisterSamples.sale()
    guard case .recorded(let receipt) = try await register.submit(sale, approval: nil) else {
      Issue.record("not recorded")
      return
    }
    #expect(receipt.id == sale.id && register.state.value == RegisterConnection())
  }

  @Test func aCashSaleIsQueuedWithItsTotalAndChangeWhenTheServerCannotBeReached() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    let sale = RegisterSamples.sale([SaleLineRequest(code: "1011", count: 2)], cash: Money(rubles: 1000))
    let outcome = try await register.submit(sale, approval: nil)
    var stamped = sale
    stamped.soldAt = clock.now
    #expect(
      outcome
        == .queued(
          QueuedSale(change: Money(rubles: 400), queuedAt: clock.now, request: stamped, total: Money(rubles: 600))))
    #expect(
      register.state.value == RegisterConnection(isOnline: false, refused: [], waiting: 1, waitingSince: clock.now))
  }

  @Test func aCardSaleOfflineIsRefusedSayingCardsNeedTheServer() async throws {
    let counter = ScriptedCounter()
    let register = try await makeRegister(counter, clock: ManualClock())
    counter.answer(.offline)
    await #expect(throws: APIError.self) {
      _ = try await register.submit(RegisterSamples.sale(cash: nil, card: Money(rubles: 300)), approval: nil)
    }
    do {
      _ = try await register.submit(RegisterSamples.sale(cash: nil, card: Money(rubles: 300)), approval: nil)
    } catch {
      #expect(error.code == .registerOfflineCard)
    }
    #expect(await register.stored.waiting.isEmpty)
  }

  @Test(arguments: [
    (RegisterSamples.sale(promoCode: "MEOW10"), ErrorCode.registerOfflinePromoCode),
    (RegisterSamples.sale(discount: SaleDiscount(percent: 15)), .registerOfflineApproval),
    (RegisterSamples.sale(cash: Money(rubles: 299)), .notEnoughCash),
    (RegisterSamples.sale([SaleLineRequest(code: "4600000099996")]), .barcodeNotFound),
  ])
  func anOfflineSaleTheRegisterCannotVouchForIsRefused(_ sale: SaleRequest, code: ErrorCode) async throws {
    let counter = ScriptedCounter()
    let register = try await makeRegister(counter, clock: ManualClock())
    counter.answer(.offline)
    do {
      _ = try await register.submit(sale, approval: nil)
      Issue.record("queued")
    } catch {
      #expect(error.code == code)
    }
  }

  @Test func noSaleIsQueuedTwentyFourHoursAfterTheServerWasLost() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    _ = try await register.submit(RegisterSamples.sale(), approval: nil)
    clock.advance(by: 86_399)
    _ = try await register.submit(RegisterSamples.sale(), approval: nil)
    clock.advance(by: 1)
    do {
      _ = try await register.submit(RegisterSamples.sale(), approval: nil)
      Issue.record("queued after 24 hours")
    } catch {
      #expect(error.code == .registerOfflineTooLong)
    }
    #expect(await register.stored.waiting.count == 2)
  }

  @Test func whileOfflineASaleIsQueuedWithoutWaitingForTheNetworkUntilARetryIsDue() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    _ = try await register.submit(RegisterSamples.sale(), approval: nil)
    _ = try await register.submit(RegisterSamples.sale(), approval: nil)
    await register.tick()
    #expect(counter.sent.count == 1)
    clock.advance(by: 30)
    await register.tick()
    #expect(counter.sent.count == 2)
  }

  @Test func theQueueIsReplayedInOrderWhenTheServerAnswersAgain() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    var ids: [Receipt.ID] = []
    for _ in 0..<3 {
      let sale = RegisterSamples.sale()
      ids.append(sale.id)
      _ = try await register.submit(sale, approval: nil)
    }
    counter.answer(.record)
    clock.advance(by: 30)
    await register.tick()
    #expect(Array(counter.sent.suffix(3)) == ids)
    #expect(register.state.value == RegisterConnection())
    #expect(await register.stored.offlineSince == nil)
  }

  @Test func aQueuedSaleIsReplayedWithTheTimeItWasRungUpAndItsCashier() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    var sale = RegisterSamples.sale()
    sale.cashierID = User.ID(UUID())
    let rungUp = clock.now
    _ = try await register.submit(sale, approval: nil)
    counter.answer(.record)
    clock.advance(by: 3600)
    await register.tick()
    #expect(await register.stored.waiting.isEmpty)
    let replayed = try #require(counter.requests.last)
    #expect(replayed.id == sale.id && replayed.soldAt == rungUp && replayed.cashierID == sale.cashierID)
  }

  @Test func aNewSaleWaitsBehindTheQueueSoTheServerSeesTheOrderTheyWereRungUp() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    let first = RegisterSamples.sale()
    _ = try await register.submit(first, approval: nil)
    counter.answer(.record)
    clock.advance(by: 30)
    let second = RegisterSamples.sale()
    guard case .recorded = try await register.submit(second, approval: nil) else {
      Issue.record("not recorded")
      return
    }
    #expect(Array(counter.sent.suffix(2)) == [first.id, second.id])
  }

  @Test func aSaleTheServerRefusesOnReplayIsKeptWithItsReasonAndTheNextOneGoes() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    let refused = RegisterSamples.sale()
    _ = try await register.submit(refused, approval: nil)
    counter.answer(.refuse(400, .itemsNotAvailableWithSetCount))
    clock.advance(by: 30)
    await register.tick()
    #expect(register.state.value.refused.map(\.id) == [refused.id])
    #expect(register.state.value.refused.first?.error.code == .itemsNotAvailableWithSetCount)
    #expect(register.state.value.waiting == 0)
  }

  @Test(arguments: [
    (503, ErrorCode.fiscalRegistrarUnavailable), (403, .registerLocked), (423, .pinLocked), (429, .tooManyRequests),
  ])
  func aSaleTheServerCannotTakeNowStaysWaiting(status: Int, code: ErrorCode) async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    _ = try await register.submit(RegisterSamples.sale(), approval: nil)
    counter.answer(.refuse(status, code))
    clock.advance(by: 30)
    await register.tick()
    #expect(register.state.value.waiting == 1 && register.state.value.refused.isEmpty)
  }

  @Test func aManagerDiscardingARefusedSaleIsRecorded() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let register = try await makeRegister(counter, clock: clock)
    counter.answer(.offline)
    let sale = RegisterSamples.sale()
    _ = try await register.submit(sale, approval: nil)
    counter.answer(.refuse(404, .barcodeNotFound))
    clock.advance(by: 30)
    await register.tick()
    let manager = User.ID(UUID())
    try await register.resolve(sale.id, .discard(ManagerApproval(managerID: manager, pin: "1111")))
    #expect(register.state.value.refused.isEmpty)
    #expect(
      await register.stored.resolutions == [
        SaleResolution(
          action: .discarded, at: clock.now, managerID: manager, reason: .barcodeNotFound, saleID: sale.id,
          total: Money(rubles: 300))
      ])
  }

  @Test func theQueueComesBackFromStorageAfterARestart() async throws {
    let counter = ScriptedCounter()
    let clock = ManualClock()
    let storage = InMemoryRegisterStorage()
    let first = try await makeRegister(counter, clock: clock, storage: storage)
    counter.answer(.offline)
    _ = try await first.submit(RegisterSamples.sale(), approval: nil)
    let again = try await makeRegister(counter, clock: clock, storage: storage)
    #expect(await again.stored == first.stored)
    #expect(again.state.value.waiting == 1 && !again.state.value.isOnline)
  }

  @Test func aQueueThatCannotBeReadIsNeverReplacedByAnEmptyOne() async throws {
    let storage = InMemoryRegisterStorage()
    try storage.write(Data("{".utf8), to: .saleQueue)
    await #expect(throws: APIError.self) {
      _ = try await makeRegister(ScriptedCounter(), clock: ManualClock(), storage: storage)
    }
    #expect(try storage.read(.saleQueue) == Data("{".utf8))
  }
}
