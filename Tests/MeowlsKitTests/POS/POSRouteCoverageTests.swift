import Foundation
import MeowlsAPI
import MeowlsKit
import Testing

/// Every `Route` of the POS screens is reached by some action: each test switches over the screen's routes
/// exhaustively, so a new route does not compile until an action leading to it is named.
@Suite struct POSRouteCoverageTests {
  typealias F = POSFixtures

  @Test(arguments: RouteSamples.posLogin) func loginRoute(_ route: POSLoginScreen.Route) {
    var state = POSLoginScreen.State()
    let action: POSLoginScreen.Action
    switch route {
    case .signedIn(let member, let register):
      if let register {
        state.phase = .loadingRegisters(member)
        action = .registersResponse(.success([register]))
      } else {
        state.phase = .loggingIn
        action = .logInResponse(.success(member))
      }
    }
    #expect(POSLoginScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posLock) func lockRoute(_ route: POSLockScreen.Route) {
    var state = POSLockScreen.State(member: F.cashier, register: F.register)
    let action: POSLockScreen.Action
    switch route {
    case .loggedOut:
      state.phase = .loggingOut
      action = .logOutResponse(.success(EmptyResponse()))
    case .login:
      action = .otherMemberTapped
    case .unlocked(let member):
      state.phase = .unlocking
      action = .unlockResponse(.success(RegisterUnlock(register: F.register, staff: member)))
    }
    #expect(POSLockScreen.reduce(&state, action).contains(.navigate(route)))
  }

  @Test(arguments: RouteSamples.posShift) func shiftRoute(_ route: POSShiftScreen.Route) {
    var state = POSShiftScreen.State(phase: .open, register: F.register.id, report: F.report(), shift: F.shift())
    let action: POSShiftScreen.Action
    switch route {
    case .printReport:
      action = .printReportTapped
    case .registerLocked:
      state.phase = .moving
      action = .reportResponse(.failure(F.error(.registerLocked, status: 403)))
    }
    #expect(POSShiftScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posSale) func saleRoute(_ route: POSSaleScreen.Route) {
    var state = POSSaleScreen.State(register: F.register.id, saleID: .init(F.uuid(500)))
    let action: POSSaleScreen.Action
    switch route {
    case .print(let number):
      state.phase = .done(.recorded(F.receipt(number.rawValue)))
      action = .printTapped
    case .refusedSales(let refused):
      state.connection.refused = refused
      action = .refusedSalesTapped
    case .registerLocked:
      state.pendingCodes = ["1"]
      action = .resolveResponse("1", .failure(F.error(.registerLocked, status: 403)))
    }
    #expect(POSSaleScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posReturn) func returnRoute(_ route: POSReturnScreen.Route) {
    var state = POSReturnScreen.State(register: F.register.id, returnID: .init(F.uuid(600)))
    let action: POSReturnScreen.Action
    switch route {
    case .printReturn(let number):
      state.phase = .done(F.refund(number.rawValue, of: 17))
      action = .printTapped
    case .registerLocked:
      state.phase = .refunding(nil)
      state.receipt = F.receipt(17)
      action = .returnResponse(.failure(F.error(.registerLocked, status: 403)))
    }
    #expect(POSReturnScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posPickups) func pickupsRoute(_ route: POSPickupsScreen.Route) {
    var state = POSPickupsScreen.State(register: F.register.id)
    let action: POSPickupsScreen.Action
    switch route {
    case .shift: action = .openShiftTapped
    }
    #expect(POSPickupsScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posCourier) func courierRoute(_ route: POSCourierScreen.Route) {
    var state = POSCourierScreen.State(
      list: PagedList(items: [F.task(1)], phase: .loaded), listing: .mine, selected: 1)
    let action: POSCourierScreen.Action
    switch route {
    case .call: action = .customerCallTapped
    }
    #expect(POSCourierScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posStock) func stockRoute(_ route: POSStockScreen.Route) {
    var state = POSStockScreen.State(phase: .loaded(F.lookup()))
    let action: POSStockScreen.Action
    switch route {
    case .sale: action = .addToSaleTapped
    }
    #expect(POSStockScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posReceipts) func receiptsRoute(_ route: POSReceiptsScreen.Route) {
    var state = POSReceiptsScreen.State(list: PagedList(items: [F.receipt(1)], phase: .loaded))
    let action: POSReceiptsScreen.Action
    switch route {
    case .print(let number): action = .reprintTapped(number)
    case .returnGoods(let number): action = .returnTapped(number)
    }
    #expect(POSReceiptsScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posShifts) func shiftsRoute(_ route: POSShiftsScreen.Route) {
    var state = POSShiftsScreen.State(list: PagedList(items: [F.report()], phase: .loaded), register: F.register.id)
    let action: POSShiftsScreen.Action
    switch route {
    case .printReport(let shift): action = .printTapped(shift)
    case .receipts(let shift): action = .receiptsTapped(shift)
    }
    #expect(POSShiftsScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posDailyReport) func dailyReportRoute(_ route: POSDailyReportScreen.Route) {
    var state = POSDailyReportScreen.State(today: CalendarDate(year: 2027, month: 1, day: 1)!)
    let action: POSDailyReportScreen.Action
    switch route {
    case .csv: action = .csvTapped
    }
    #expect(POSDailyReportScreen.reduce(&state, action) == [.navigate(route)])
  }

  @Test(arguments: RouteSamples.posRoot) func rootRoute(_ route: POSRootScreen.Route) {
    var state = POSRootScreen.State(member: F.cashier, phase: .active)
    let action: POSRootScreen.Action
    switch route {
    case .lock: action = .registerLockReported
    case .login: action = .loggedOut
    }
    #expect(POSRootScreen.reduce(&state, action) == [.navigate(route)])
  }
}
