import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// The register app's navigation as one object implementing every POS screen's router protocol.
@MainActor
final class POSRecordingRouter:
  POSCourierRouting, POSDailyReportRouting, POSLockRouting, POSLoginRouting, POSPickupsRouting, POSReceiptsRouting,
  POSReturnRouting, POSRootRouting, POSSaleRouting, POSShiftRouting, POSShiftsRouting, POSStockRouting
{
  var opened: [String] = []

  func open(_ route: POSCourierScreen.Route) { opened.append("courier \(route)") }
  func open(_ route: POSDailyReportScreen.Route) { opened.append("daily \(route)") }
  func open(_ route: POSLockScreen.Route) { opened.append("lock \(route)") }
  func open(_ route: POSLoginScreen.Route) { opened.append("login \(route)") }
  func open(_ route: POSPickupsScreen.Route) { opened.append("pickups \(route)") }
  func open(_ route: POSReceiptsScreen.Route) { opened.append("receipts \(route)") }
  func open(_ route: POSReturnScreen.Route) { opened.append("return \(route)") }
  func open(_ route: POSRootScreen.Route) { opened.append("root \(route)") }
  func open(_ route: POSSaleScreen.Route) { opened.append("sale \(route)") }
  func open(_ route: POSShiftScreen.Route) { opened.append("shift \(route)") }
  func open(_ route: POSShiftsScreen.Route) { opened.append("shifts \(route)") }
  func open(_ route: POSStockScreen.Route) { opened.append("stock \(route)") }
  func popToRoot(_ tab: POSRootScreen.Tab) { opened.append("root pop \(tab)") }
  func select(_ tab: POSRootScreen.Tab) { opened.append("root select \(tab)") }
}

/// `Dependencies.live(..., router:)` of every POS screen hands its routes to the router, held weakly. No request is
/// sent (the transport fails any).
@MainActor @Suite struct POSScreenRouterTests {
  typealias F = POSFixtures
  let services = ServiceHarness(transport: .failing)
  let noConnection: @Sendable () -> AsyncStream<RegisterConnection> = { AsyncStream { $0.finish() } }

  @Test func everyPOSScreenOpensItsRoutesWithItsRouter() async {
    let router = POSRecordingRouter()
    let api = services.kit.client

    let login = POSLoginScreen.store(
      .live(api: api, router: router),
      initial: POSLoginScreen.State(phase: .choosingRegister(F.cashier, [F.register])))
    login.send(.registerTapped(F.register))
    let lock = POSLockScreen.store(
      .live(api: api, sleep: { _ in }, router: router),
      initial: POSLockScreen.State(member: F.cashier, register: F.register))
    lock.send(.otherMemberTapped)
    let shift = POSShiftScreen.store(
      .live(api: api, connection: noConnection, router: router),
      initial: POSShiftScreen.State(phase: .open, register: F.register.id, report: F.report(), shift: F.shift()))
    shift.send(.printReportTapped)
    var saleState = POSSaleScreen.State(register: F.register.id, saleID: .init(F.uuid(500)))
    saleState.connection.refused = [F.refusedSale()]
    let register = RegisterSales(
      connection: noConnection, quote: { _ in F.quote(total: 0) }, resolve: { _ throws(APIError) in throw F.offline },
      search: { _ in [] }, submit: { _, _ throws(APIError) in throw F.offline })
    let sale = POSSaleScreen.store(.live(register: register, router: router), initial: saleState)
    sale.send(.refusedSalesTapped)
    let refund = POSReturnScreen.store(
      .live(api: api, connection: noConnection, router: router),
      initial: POSReturnScreen.State(
        phase: .done(F.refund(18, of: 17)), register: F.register.id, returnID: .init(F.uuid(1))))
    refund.send(.printTapped)
    let pickups = POSPickupsScreen.store(
      .live(api: api, router: router), initial: POSPickupsScreen.State(register: nil))
    pickups.send(.openShiftTapped)
    let courier = POSCourierScreen.store(
      .live(api: api, router: router),
      initial: POSCourierScreen.State(list: PagedList(items: [F.task(1)], phase: .loaded), listing: .mine, selected: 1))
    courier.send(.customerCallTapped)
    let stock = POSStockScreen.store(
      .live(api: api, router: router), initial: POSStockScreen.State(phase: .loaded(F.lookup())))
    stock.send(.addToSaleTapped)
    let receipts = POSReceiptsScreen.store(
      .live(api: api, router: router),
      initial: POSReceiptsScreen.State(list: PagedList(items: [F.receipt(1)], phase: .loaded)))
    receipts.send(.reprintTapped(1))
    let shifts = POSShiftsScreen.store(
      .live(api: api, router: router),
      initial: POSShiftsScreen.State(list: PagedList(items: [F.report()], phase: .loaded), register: F.register.id))
    shifts.send(.receiptsTapped(F.shift().id))
    let daily = POSDailyReportScreen.store(
      .live(api: api, router: router),
      initial: POSDailyReportScreen.State(today: CalendarDate(year: 2027, month: 1, day: 1)!))
    daily.send(.csvTapped)
    let root = POSRootScreen.store(
      .live(connection: noConnection, router: router), initial: POSRootScreen.State(member: F.cashier, phase: .active))
    root.send(.tabSelected(.cart))
    root.send(.tabSelected(.cart))
    root.send(.loggedOut)
    for store in [login.settle, lock.settle, shift.settle, sale.settle, refund.settle, pickups.settle] { await store() }
    for store in [courier.settle, stock.settle, receipts.settle, shifts.settle, daily.settle, root.settle] {
      await store()
    }

    #expect(
      router.opened == [
        "login \(POSLoginScreen.Route.signedIn(F.cashier, F.register))", "lock login",
        "shift printReport(\(F.shift().id))", "sale \(POSSaleScreen.Route.refusedSales([F.refusedSale()]))",
        "return printReturn(18)", "pickups shift", "courier call(\"79139139113\")",
        "stock \(POSStockScreen.Route.sale("1001"))",
        "receipts print(1)", "shifts receipts(\(F.shift().id))",
        "daily \(POSDailyReportScreen.Route.csv(DailyReportQuery(date: CalendarDate(year: 2027, month: 1, day: 1)!, format: .excel)))",
        "root select cart", "root pop cart", "root login",
      ])
  }

  @Test func aReleasedRouterReceivesNothing() async {
    var router: POSRecordingRouter? = POSRecordingRouter()
    let stock = POSStockScreen.store(
      .live(api: services.kit.client, router: router!), initial: POSStockScreen.State(phase: .loaded(F.lookup())))
    weak let released = router
    router = nil
    stock.send(.addToSaleTapped)
    await stock.settle()
    #expect(released == nil)
  }
}
