import Foundation
import MeowlsAPI
import MeowlsKit
import MeowlsTestSupport
import Testing

/// The Kit's endpoints the web POS prints and assigns couriers with, against the real server: the receipt and the
/// shift's report as the server's printable pages, and a manager's own shop's staff.
extension POSScreenJourneyTests {
  static let managerPhone = "+7 999 000-00-01"

  /// The cashier signed in with a shift opened on a 1,000 ₽ float; the kit, the register's sales and the shift.
  func openShift(_ server: TestServer) async throws -> (
    LiveKit, Register, RegisterSales, Store<POSShiftScreen.State, POSShiftScreen.Action, POSShiftScreen.Effect>
  ) {
    let kit = LiveKit(server: server, kind: .staff)
    let (_, register) = try await signIn(kit)
    let sales = try await OnlineRegister.sales(api: kit.client, now: { server.clock.now })
    let shift = shiftStore(kit, register, connection: sales)
    shift.send(.viewAppeared)
    await shift.settle()
    shift.send(.floatChanged("1000"))
    shift.send(.openTapped)
    await shift.settle()
    #expect(shift.state.phase == .open)
    return (kit, register, sales, shift)
  }

  @Test func aCashSalesReceiptIsFetchedAsThePrintablePageWithItsFiscalQRCode() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let shop = try POSJourneyShop(server: server)
    let (kit, register, sales, _) = try await openShift(server)
    let sale = POSSaleScreen.store(
      .live(register: sales, navigate: { _ in }),
      initial: POSSaleScreen.State(register: register.id, saleID: Receipt.ID(UUID())))
    sale.send(.viewAppeared)
    scan(shop.piece.barcode, at: 0, into: { sale.send(.keystroke($0)) })
    await sale.settle()
    sale.send(.payTapped)
    sale.send(.paymentMethodChosen(.cash))
    sale.send(.cashReceivedChanged("1000"))
    sale.send(.paymentConfirmed)
    await sale.settle()
    guard case .done(.recorded(let receipt)) = sale.state.phase else {
      Issue.record("sale: \(sale.state.phase) \(String(describing: sale.state.alert))")
      return
    }

    let page = try await kit.client.send(.receiptHTML(receipt.number)).html
    #expect(page.contains("Кассовый чек"))
    #expect(page.contains("№ \(receipt.number.rawValue)"))
    #expect(page.contains("<svg"), "the fiscal QR code is drawn in the page")
  }

  @Test func theOpenShiftsXReportIsFetchedAsThePrintablePage() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    _ = try POSJourneyShop(server: server)
    let (kit, _, _, shift) = try await openShift(server)
    let opened = try #require(shift.state.shift)

    let page = try await kit.client.send(.shiftReportHTML(opened.id)).html
    #expect(page.contains("Отчёт без гашения (X)"))
    #expect(!page.contains("Отчёт с гашением (Z)"))
  }

  @Test func aManagerReadsTheCouriersAndCashiersOfTheirOwnShop() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server, kind: .staff)
    let (manager, _) = try await signIn(kit, phone: Self.managerPhone, pin: "1111")

    let staff = try await kit.client.send(.shopStaff)
    #expect(Set(staff.map(\.role)).isSuperset(of: [.cashier, .courier]))
    #expect(staff.allSatisfy { $0.shop?.id == manager.shop?.id }, "only the manager's own shop")
    #expect(staff.contains { $0.phone.hasSuffix("0000003") && $0.role == .courier })
  }

  @Test func aCashierIsRefusedTheShopsStaff() async throws {
    let server = try TestServer.kit(seeded: true)
    defer { server.stop() }
    let kit = LiveKit(server: server, kind: .staff)
    _ = try await signIn(kit)

    do {
      let staff = try await kit.client.send(.shopStaff)
      Issue.record("a cashier read \(staff.count) members")
    } catch {
      #expect(error.status == 403 && error.code == .forbidden)
    }
  }
}
