import Foundation
import MeowlsAPI

/// Status changes of stored orders, on a connection whose transaction the caller holds. The customer's cancel, the
/// staff's hand-over (POS) and the jobs all come through here.
///
/// A change is one conditional `UPDATE … WHERE status_code = <the status read>`: when two requests race (two
/// cancels, a cancel and the overdue job), exactly one of them moves the order, and only that one returns its
/// units to stock; the other re-reads the order and gets the contract's error for its new status.
enum OrderLifecycle {
  /// Moves `order` to `status` (checked by `OrderTransition`); a cancel returns every line's units to the location
  /// they came from, one `cancel` ledger row each. `markPaid` also records payment (a pick-up paid at the counter).
  ///
  /// - Throws: `OrderError` for a change the lifecycle does not allow (after a lost race: for the new status).
  static func change(
    _ order: OrderRecord, to status: OrderStatusCode, by actor: StockActor, markPaid: Bool = false,
    at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    var current = order
    while true {
      try OrderTransition.check(from: current.status, to: status, delivery: current.deliveryType)
      if try OrderStore.setStatus(
        current.id, from: current.status, to: status, markPaid: markPaid, at: seconds, in: connection)
      {
        if status == .canceled {
          try restock(current, by: actor, at: seconds, in: connection)
          try PromoCodeStore.release(order: current.id, in: connection)
        }
        return
      }
      guard let fresh = try OrderStore.find(id: current.id, in: connection) else { throw OrderError.invalidOrderNumber }
      current = fresh
    }
  }

  private static func restock(
    _ order: OrderRecord, by actor: StockActor, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    for line in order.lines.sorted(by: { ($0.variantID?.uuidString ?? "") < ($1.variantID?.uuidString ?? "") }) {
      guard let variant = line.variantID else { continue }
      try StockLedger.put(
        StockMovement(
          actor: actor, delta: line.count, location: order.stockLocation, note: "order \(order.number) cancelled",
          order: order.id, reason: .cancel, variant: variant), at: seconds, in: connection)
    }
  }
}
