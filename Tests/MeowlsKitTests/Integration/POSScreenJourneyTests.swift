import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// The POS screens' stores with their live dependencies against the real server in process, on the seeded demo
/// shop with its demo staff (cashier Кирилл, PIN 2222; manager Марина, PIN 1111).
@MainActor @Suite struct POSScreenJourneyTests {
  static let cashierPhone = "+7 999 000-00-02"
  static let password = "Meowls2024"
  static let keysStart = Date(timeIntervalSince1970: 1_800_000_000)

  /// Logs a member (the cashier unless told) in on the login screen and unlocks the register on the lock screen;
  /// the member and the register.
  func signIn(_ kit: LiveKit, phone: String = cashierPhone, pin: String = "2222") async throws -> (
    StaffMember, Register
  ) {
    let routes = Recorder<POSLoginScreen.Route>()
    let login = POSLoginScreen.store(.live(api: kit.client, navigate: { routes.append($0) }))
    login.send(.phoneChanged(phone))
    login.send(.passwordChanged(Self.password))
    login.send(.logInTapped)
    await login.settle()
    guard case .signedIn(let member, let register?)? = routes.values.first else {
      throw JourneyFailure(description: "login: \(login.state)")
    }
    let lock = POSLockScreen.store(
      .live(api: kit.client, sleep: { _ in throw CancellationError() }, navigate: { _ in }),
      initial: POSLockScreen.State(member: member, register: register))
    lock.send(.pinChanged(pin))
    lock.send(.unlockTapped)
    await lock.settle()
    #expect(lock.state.phase == .unlocked)
    return (member, register)
  }

  func shiftStore(_ kit: LiveKit, _ register: Register, connection: RegisterSales)
    -> Store<POSShiftScreen.State, POSShiftScreen.Action, POSShiftScreen.Effect>
  {
    POSShiftScreen.store(
      .live(api: kit.client, connection: connection.connection, navigate: { _ in }),
      initial: POSShiftScreen.State(register: register.id))
  }

  /// Types `code` as a wedge scanner does: a burst 4 ms apart ending in Enter, `offset` seconds after the start.
  func scan(_ code: String, at offset: TimeInterval, into send: (Keystroke) -> Void) {
    let start = Self.keysStart + offset
    for (index, character) in code.enumerated() {
      send(Keystroke(.character(character), at: start + Double(index) * 0.004))
    }
    send(Keystroke(.enter, at: start + Double(code.count) * 0.004))
  }

  @Test func aCashiersDayOpensSellsByScanSplitsTheTenderTakesAReturnAndClosesWithTheZReport() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let shop = try POSJourneyShop(server: server)
    let kit = LiveKit(server: server, kind: .staff)
    let (_, register) = try await signIn(kit)
    let sales = try await OnlineRegister.sales(api: kit.client, now: { server.clock.now })

    let shift = shiftStore(kit, register, connection: sales)
    shift.send(.viewAppeared)
    await shift.settle()
    #expect(shift.state.phase == .noShift)
    shift.send(.floatChanged("5 000"))
    shift.send(.openTapped)
    await shift.settle()
    #expect(shift.state.phase == .open)
    #expect(shift.state.report?.kind == .x && shift.state.report?.blind == true)
    #expect(shift.state.report?.openingFloat == Money(rubles: 5000))

    let sale = POSSaleScreen.store(
      .live(register: sales, navigate: { _ in }),
      initial: POSSaleScreen.State(register: register.id, saleID: Receipt.ID(UUID())))
    sale.send(.viewAppeared)
    scan(shop.piece.barcode, at: 0, into: { sale.send(.keystroke($0)) })
    await sale.settle()
    scan(shop.piece.barcode, at: 2, into: { sale.send(.keystroke($0)) })
    await sale.settle()
    scan(shop.weightBarcode(grams: 350), at: 4, into: { sale.send(.keystroke($0)) })
    await sale.settle()
    #expect(sale.state.lines.map(\.count) == [2, 1])
    #expect(sale.state.lines.map(\.grams) == [nil, 350])
    let total = try #require(sale.state.currentQuote?.total)
    #expect(total == Money(rubles: 2192, kopecks: 15))
    sale.send(.payTapped)
    sale.send(.paymentMethodChosen(.split))
    sale.send(.cardAmountChanged("1000"))
    sale.send(.cashReceivedChanged("1500"))
    #expect(sale.state.payment.change(for: total) == Money(rubles: 307, kopecks: 85))
    sale.send(.paymentConfirmed)
    await sale.settle()
    guard case .done(.recorded(let receipt)) = sale.state.phase else {
      Issue.record("sale: \(sale.state.phase) \(String(describing: sale.state.alert))")
      return
    }
    #expect(receipt.total == total)
    #expect(receipt.change == Money(rubles: 307, kopecks: 85))
    #expect(receipt.lines.map(\.grams) == [nil, 350])
    #expect(Set(receipt.payments.map(\.amount)) == [Money(rubles: 1000), Money(rubles: 1192, kopecks: 15)])

    let refund = POSReturnScreen.store(
      .live(api: kit.client, connection: sales.connection, navigate: { _ in }),
      initial: POSReturnScreen.State(register: register.id, returnID: ReturnReceipt.ID(UUID())))
    refund.send(.viewAppeared)
    scan(String(receipt.number.rawValue), at: 10, into: { refund.send(.keystroke($0)) })
    await refund.settle()
    #expect(refund.state.phase == .picking)
    refund.send(.lineQuantityChanged(line: 1, 1))
    refund.send(.reasonChanged("не подошёл"))
    refund.send(.refundTapped)
    #expect(refund.state.phase == .approving(ApprovalPrompt(subject: POSReturnScreen.subject)))
    refund.send(.approvalPINChanged("1111"))
    refund.send(.approvalSubmitted)
    await refund.settle()
    guard case .done(let returned) = refund.state.phase else {
      Issue.record("return: \(refund.state.phase) \(String(describing: refund.state.alert))")
      return
    }
    #expect(returned.total == Money(rubles: 1000))
    #expect(returned.receiptNumber == receipt.number)

    shift.send(.reportTapped)
    await shift.settle()
    #expect(shift.state.report?.blind == true && shift.state.report?.cashExpected == nil)
    shift.send(.movementDirectionChosen(.cashIn))
    shift.send(.movementAmountChanged("200"))
    shift.send(.movementReasonChanged("размен"))
    shift.send(.movementSubmitted)
    await shift.settle()
    #expect(shift.state.report?.cashIn == Money(rubles: 200))

    shift.send(.closeTapped)
    shift.send(.countChanged(.cash, "6392,15"))
    shift.send(.countChanged(.card, "0"))
    shift.send(.countSubmitted)
    await shift.settle()
    #expect(shift.state.phase == .closed)
    let z = try #require(shift.state.report)
    #expect(z.kind == .z)
    #expect(z.sales == ShiftTally(count: 1, total: total))
    #expect(z.returns.count == 1)
    #expect(z.tenders.map(\.tender) == [.cash, .card])
    #expect(z.tenders.map(\.difference) == [.zero, .zero])
  }

  @Test func aPickUpOrderIsMadeReadyAndHandedOverAgainstCashAtTheCounter() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let shop = try POSJourneyShop(server: server)
    let customer = LiveKit(server: server)
    _ = try await customer.session.register(LiveKit.registration)
    let token = try #require(await customer.credentials.token())
    let number = try shop.pickupOrder(count: 2, token: token)

    let (kit, register, _, shift) = try await openShift(server)

    let pickups = POSPickupsScreen.store(
      .live(api: kit.client, navigate: { _ in }), initial: POSPickupsScreen.State(register: register.id))
    pickups.send(.viewAppeared)
    await pickups.settle()
    let order = try #require(pickups.state.list.items.first { $0.number == number })
    #expect(order.statusCode == .inProgress && !order.paid)
    pickups.send(.orderTapped(number))
    pickups.send(.markReadyTapped)
    await pickups.settle()
    #expect(pickups.state.selectedOrder?.statusCode == .readyForPickup)
    pickups.send(.handOverNumberChanged(String(number.rawValue)))
    pickups.send(.handOverPhoneChanged("+7 (913) 913-91-13"))
    pickups.send(.paymentTypeChosen(.cash))
    pickups.send(.handOverReceivedChanged("2500"))
    pickups.send(.handOverTapped)
    await pickups.settle()
    #expect(pickups.state.alert == nil)
    #expect(pickups.state.selectedOrder?.statusCode == .completed)
    #expect(pickups.state.handedOver?.payment?.change == Money(rubles: 500))

    shift.send(.reportTapped)
    await shift.settle()
    #expect(shift.state.report?.ordersCollected == ShiftTally(count: 1, total: Money(rubles: 2000)))
  }
}
