/// What a background job does (`jobs.kind`).
enum JobKind: String, CaseIterable, Sendable {
  /// Recurring: cancels open orders past their due time that are not paid courier orders.
  case cancelOverdueOrders = "cancel_overdue_orders"
  /// Recurring: completes paid courier orders past their delivery window.
  case completePaidOrders = "complete_paid_orders"
  /// Recurring: forgets idempotency keys past their lifetime.
  case expireIdempotencyKeys = "expire_idempotency_keys"
  /// One-off, after a purchase: the simulated payment of the order in `subject`.
  case payOrder = "pay_order"
  /// Recurring: forgets stale anonymous data (old failed logins, sessions past their refresh window).
  case purgeStaleData = "purge_stale_data"
  /// One-off, when a pick-up order is made ready: cancels it (units back to its shop) if still not collected.
  case returnUncollectedPickup = "return_uncollected_pickup"

  /// The recurring kinds, each with one row in `jobs`.
  static let recurring: [JobKind] = [
    .cancelOverdueOrders, .completePaidOrders, .expireIdempotencyKeys, .purgeStaleData,
  ]

  /// The id of a recurring kind's row.
  var recurringID: String { "every:\(rawValue)" }

  func schedule(in schedules: JobSchedules) -> JobSchedule? {
    switch self {
    case .cancelOverdueOrders: schedules.cancelOverdueOrders
    case .completePaidOrders: schedules.completePaidOrders
    case .expireIdempotencyKeys: schedules.expireIdempotencyKeys
    case .payOrder, .returnUncollectedPickup: nil
    case .purgeStaleData: schedules.purgeStaleData
    }
  }
}
