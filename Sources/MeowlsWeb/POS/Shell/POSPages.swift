import MeowlsAPI
import MeowlsKit

/// Which page draws which POS address and which page a form belongs to; the gate in front of them: a page of the
/// register needs a signed-in member and the register unlocked by their PIN.
enum POSPages {
  static func get(_ route: POSRoute, _ ctx: POSContext) async -> POSOutcome {
    if let detour = gate(route, ctx) { return .redirect(detour) }
    switch route {
    case .asset: return .response(WebPOS.notFound)
    case .courier(let listing): return await POSCourierPage.get(ctx, listing: listing)
    case .dailyReport(let back): return await POSDailyReportPage.get(ctx, daysBack: back)
    case .home: return .redirect(home(ctx))
    case .lock: return POSLockPage.get(ctx)
    case .login: return POSLoginPage.get(ctx)
    case .pickups: return await POSPickupsPage.get(ctx)
    case .printReceipt(let number): return await POSPrint.receipt(ctx, number)
    case .printReturn(let number): return await POSPrint.returnReceipt(ctx, number)
    case .printShift(let id): return await POSPrint.shiftReport(ctx, id)
    case .receipt(let number): return await POSReceiptPage.get(ctx, number: number)
    case .receipts: return await POSReceiptsPage.get(ctx)
    case .returns: return await POSReturnPage.get(ctx)
    case .sale: return await POSSalePage.get(ctx)
    case .shift: return await POSShiftPage.get(ctx)
    case .shifts: return await POSShiftsPage.get(ctx)
    case .stock(let text): return await POSStockPage.get(ctx, query: text)
    }
  }

  static func post(_ route: POSRoute, _ form: FormData, _ ctx: POSContext) async -> POSPost {
    // NB: the lock's own forms (unlock, logout, lock from the top bar) pass the gate: they are how one gets past it.
    if route != .lock, let detour = gate(route, ctx) { return .go(detour) }
    switch route {
    case .asset, .dailyReport, .home, .printReceipt, .printReturn, .printShift, .receipt:
      return .back(nil)
    case .courier(let listing): return await POSCourierPage.post(ctx, listing: listing, form: form)
    case .lock: return await POSLockPage.post(ctx, form: form)
    case .login: return await POSLoginPage.post(ctx, form: form)
    case .pickups: return await POSPickupsPage.post(ctx, form: form)
    case .receipts: return await POSReceiptsPage.post(ctx, form: form)
    case .returns: return await POSReturnPage.post(ctx, form: form)
    case .sale: return await POSSalePage.post(ctx, form: form)
    case .shift: return await POSShiftPage.post(ctx, form: form)
    case .shifts: return await POSShiftsPage.post(ctx, form: form)
    case .stock: return await POSStockPage.post(ctx, form: form)
    }
  }

  /// Where the POS's own address leads: the login, the lock, a courier's deliveries, or the shift.
  static func home(_ ctx: POSContext) -> POSRoute {
    guard ctx.signedIn else { return .login }
    guard ctx.register != nil else { return .courier(nil) }
    return ctx.unlocked ? .shift : .lock
  }

  /// The page to go to instead of `route`, when the session cannot see it yet.
  private static func gate(_ route: POSRoute, _ ctx: POSContext) -> POSRoute? {
    switch route {
    case .asset, .home, .login: return nil
    case .lock: return ctx.signedIn && ctx.register != nil ? nil : home(ctx)
    case .courier, .stock:
      guard ctx.signedIn else { return .login }
      return ctx.register == nil || ctx.unlocked ? nil : .lock
    default:
      guard ctx.signedIn else { return .login }
      guard ctx.register != nil else { return .courier(nil) }
      return ctx.unlocked ? nil : .lock
    }
  }

  /// The server locked the register for this member (its idle lock): the session goes back to the PIN.
  static func registerLocked(_ ctx: POSContext) -> POSPost {
    ctx.device.setValue(false, forKey: POSSessionKeys.unlocked)
    if var lock = ctx.desk.state(POSLockScreen.State.self) {
      _ = POSLockScreen.reduce(&lock, .registerLockReported)
      ctx.desk.keep(lock)
    }
    return .go(.lock, flash: ctx.t(.posLockedByServer))
  }
}
