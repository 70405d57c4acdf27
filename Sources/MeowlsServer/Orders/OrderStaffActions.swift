import Foundation
import MeowlsAPI

/// What staff do with orders (the POS routes of `POS/Pickup` and `POS/Couriers` put role checks in front of these):
/// a pick-up order is made ready at its shop, then handed over at the counter; a courier hands a courier order over
/// at the door. Either way the customer pays on receipt. Any user's order, found by number.
public struct OrderStaffActions: Sendable {
  let clock: Clock
  let database: any Database
  /// How long a ready pick-up waits at its shop before `return_uncollected_pickup` cancels it (3 days).
  let pickupHoldingTime: Int64

  public init(database: any Database, clock: Clock, pickupHoldingTime: Int64 = CheckoutSettings().pickupHoldingTime) {
    self.clock = clock
    self.database = database
    self.pickupHoldingTime = pickupHoldingTime
  }

  /// IN_PROGRESS → READY_FOR_PICKUP, for a pick-up order; it then waits `pickupHoldingTime` to be collected.
  ///
  /// - Throws: `OrderError.invalidOrderNumber` for an unknown number, `.transitionNotAllowed` for a courier order
  ///   or one that is not IN_PROGRESS.
  public func markReadyForPickup(_ number: OrderNumber, by staff: AuthenticatedUser) throws {
    try database.transaction { connection in
      try Self.makeReady(
        try order(number, connection), by: .staff(staff.id.rawValue), holdingTime: pickupHoldingTime,
        at: EpochSeconds.from(clock.now()), in: connection)
    }
  }

  /// → COMPLETED, paid: a pick-up collected at the counter (from READY_FOR_PICKUP), or a courier order delivered (from
  /// IN_PROGRESS).
  ///
  /// - Throws: `OrderError` as `markReadyForPickup`.
  public func handOver(_ number: OrderNumber, by staff: AuthenticatedUser) throws {
    try database.transaction { connection in
      try OrderLifecycle.change(
        try order(number, connection), to: .completed, by: .staff(staff.id.rawValue), markPaid: true,
        at: EpochSeconds.from(clock.now()), in: connection)
    }
  }

  /// Makes a pick-up ready on a connection whose transaction the caller holds: the status, the new due time (now
  /// plus `holdingTime`) and the one `return_uncollected_pickup` job due then, all or nothing.
  ///
  /// - Throws: `OrderError.transitionNotAllowed` for a courier order or one that is not IN_PROGRESS.
  static func makeReady(
    _ order: OrderRecord, by actor: StockActor, holdingTime: Int64, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws {
    try OrderLifecycle.change(order, to: .readyForPickup, by: actor, at: seconds, in: connection)
    try OrderStore.setDue(order.id, at: seconds + holdingTime, in: connection)
    try JobStore.schedule(
      .returnUncollectedPickup, subject: order.id.uuidString,
      key: "\(JobKind.returnUncollectedPickup.rawValue):\(order.id.uuidString)", at: seconds + holdingTime,
      in: connection)
  }

  private func order(_ number: OrderNumber, _ connection: any DatabaseConnection) throws -> OrderRecord {
    guard let order = try OrderStore.find(number: number.rawValue, in: connection) else {
      throw OrderError.invalidOrderNumber
    }
    return order
  }
}
