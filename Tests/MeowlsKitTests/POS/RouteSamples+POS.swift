import Foundation
import MeowlsAPI
import MeowlsKit

/// One route of each case per POS screen, for `POSRouteCoverageTests`.
extension RouteSamples {
  static var posLogin: [POSLoginScreen.Route] {
    [.signedIn(POSFixtures.cashier, POSFixtures.register), .signedIn(POSFixtures.courier, nil)]
  }

  static var posLock: [POSLockScreen.Route] { [.loggedOut, .login, .unlocked(POSFixtures.cashier)] }

  static var posShift: [POSShiftScreen.Route] { [.printReport(POSFixtures.shift().id), .registerLocked] }

  static var posSale: [POSSaleScreen.Route] {
    [.print(7), .refusedSales([POSFixtures.refusedSale()]), .registerLocked]
  }

  static var posReturn: [POSReturnScreen.Route] { [.printReturn(18), .registerLocked] }

  static var posPickups: [POSPickupsScreen.Route] { [.shift] }

  static var posCourier: [POSCourierScreen.Route] { [.call("79139139113")] }

  static var posStock: [POSStockScreen.Route] { [.sale("1001")] }

  static var posReceipts: [POSReceiptsScreen.Route] { [.print(1), .returnGoods(1)] }

  static var posShifts: [POSShiftsScreen.Route] {
    [.printReport(POSFixtures.shift().id), .receipts(POSFixtures.shift().id)]
  }

  static var posDailyReport: [POSDailyReportScreen.Route] {
    [.csv(DailyReportQuery(date: CalendarDate(year: 2027, month: 1, day: 1)!, format: .excel))]
  }

  static var posRoot: [POSRootScreen.Route] { [.lock, .login] }
}
