import Foundation
import MeowlsAPI

/// What staff do with orders (the POS issue puts routes in front of these, with their role checks): a pick-up order
/// is made ready at its shop, then handed over at the counter; a courier hands a courier order over at the door.
/// Either way the customer pays on receipt. Any user's order, found by number.
public struct OrderStaffActions: Sendable {
  let clock: Clock
  let database: any Database

  public init(database: any Database, clock: Clock) {
    self.clock = clock
    self.database = database
  }

  /// IN_PROGRESS → READY_FOR_PICKUP, for a pick-up order.
  ///
  /// - Throws: `OrderError.invalidOrderNumber` for an unknown number, `.transitionNotAllowed` for a courier order
  ///   or one that is not IN_PROGRESS.
  public func markReadyForPickup(_ number: OrderNumber, by staff: AuthenticatedUser) throws {
    try change(number, to: .readyForPickup, by: staff, markPaid: false)
  }

  /// → COMPLETED, paid: a pick-up collected at the counter (from READY_FOR_PICKUP), or a courier order delivered (from
  /// IN_PROGRESS).
  ///
  /// - Throws: `OrderError` as `markReadyForPickup`.
  public func handOver(_ number: OrderNumber, by staff: AuthenticatedUser) throws {
    try change(number, to: .completed, by: staff, markPaid: true)
  }

  private func change(
    _ number: OrderNumber, to status: OrderStatusCode, by staff: AuthenticatedUser, markPaid: Bool
  ) throws {
    try database.withConnection { connection in
      try connection.transaction {
        guard let order = try OrderStore.find(number: number.rawValue, in: connection) else {
          throw OrderError.invalidOrderNumber
        }
        try OrderLifecycle.change(
          order, to: status, by: .staff(staff.id.rawValue), markPaid: markPaid, at: EpochSeconds.from(clock.now()),
          in: connection)
      }
    }
  }
}
