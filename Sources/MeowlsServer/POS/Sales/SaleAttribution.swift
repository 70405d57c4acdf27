import Foundation
import MeowlsAPI

/// When and by whom a sale was rung up, as the register says: an offline register replays its queue later, under
/// whoever is signed in then, and its receipts must still carry the sale's own time and cashier.
struct SaleAttribution {
  /// NB: a register refuses new offline sales after 24 hours without the server (`registerOfflineTooLong`); an
  /// hour more covers the queue's last sales on their way. Ahead: the register's clock may run a little fast.
  static let oldest: TimeInterval = 25 * 3600
  static let newest: TimeInterval = 5 * 60

  let cashier: User.ID
  let soldAt: Date

  /// The sale's time (now when the register gave none) and cashier (the caller when none, or the caller
  /// themselves).
  ///
  /// - Throws: `SaleError.saleTimeOutOfRange`; `SaleError.cashierNotAtShop` when the cashier named is not an
  ///   cashier, manager or admin assigned to the register's shop (disabled since is fine).
  init(
    _ body: SaleRequest, at register: Register, caller: User.ID, now: Date, in connection: any DatabaseConnection
  ) throws {
    let soldAt = body.soldAt ?? now
    guard soldAt.timeIntervalSince(now) <= Self.newest, now.timeIntervalSince(soldAt) <= Self.oldest else {
      throw SaleError.saleTimeOutOfRange
    }
    self.soldAt = soldAt
    guard let named = body.cashierID, named != caller else {
      cashier = caller
      return
    }
    // NB: disabled members too: a cashier let go after an offline sale still rang it up.
    guard let member = try StaffStore.member(named, includingDisabled: true, in: connection),
      member.shop?.id == register.shopID,
      RouteAccess.registerRoles.contains(member.role)
    else { throw SaleError.cashierNotAtShop }
    cashier = member.id
  }
}
