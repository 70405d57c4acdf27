import Foundation
import MeowlsAPI

/// What each job kind does (api.md §11.9, run in-process and called directly): one job, on a connection whose
/// transaction the runner holds, so its effect commits together with its row's removal or rescheduling.
struct OrderJobs: Sendable {
  let settings: CheckoutSettings

  /// Why a job could not do its work (it is retried, then given up).
  enum Failure: Error, Equatable {
    case orderNotFound(String)
  }

  func perform(_ job: StoredJob, now seconds: Int64, in connection: any DatabaseConnection) throws {
    switch job.kind {
    case .cancelOverdueOrders:
      try settle(.cancel, to: .canceled, by: job, at: seconds, in: connection)
    case .completePaidOrders:
      try settle(.complete, to: .completed, by: job, at: seconds, in: connection)
    case .expireIdempotencyKeys:
      try IdempotencyStore.expire(at: seconds, in: connection)
    case .payOrder:
      try pay(job.subject ?? "", in: connection)
    case .purgeStaleData:
      try connection.execute(
        "DELETE FROM login_attempts WHERE attempted_at <= $1", [(seconds - Self.loginAttemptMemory).sqlValue])
      try connection.execute("DELETE FROM sessions WHERE refreshable_until <= $1", [seconds.sqlValue])
    case .returnUncollectedPickup:
      try returnUncollected(job.subject ?? "", by: job, at: seconds, in: connection)
    }
  }

  /// Failed logins are remembered this long (`LoginThrottle`'s memory).
  static let loginAttemptMemory: Int64 = 86_400

  /// What the overdue jobs do with an order past its due time.
  enum Settlement: Equatable {
    /// `cancel_overdue_orders` cancels it: unpaid, or a pick-up nobody made ready.
    case cancel
    /// `complete_paid_orders` completes it: a paid courier order that no courier task tracks (taken as delivered).
    case complete
    /// Neither job touches it: a ready pick-up (its own `return_uncollected_pickup` job is due when its holding
    /// time ends), or a paid courier order whose task is open.
    case wait
  }

  /// The settlement of an overdue `order`.
  ///
  /// NB: once a manager gives a paid courier order to a courier, only the courier's report completes it. A failed
  /// delivery stays IN_PROGRESS for a manager to assign again; an assigned one waits for its courier (completing
  /// it here would answer their report 409 `deliveryClosed`, and would complete a re-assigned failure at once,
  /// since its window has passed).
  ///
  /// An unpaid courier order whose courier is still out with it (cash on delivery, task `assigned`) waits for the
  /// courier too: cancelling it would put back units that are in the courier's bag and refuse their report.
  static func settlement(of order: OrderRecord, in connection: any DatabaseConnection) throws -> Settlement {
    if order.status == .readyForPickup { return .wait }
    guard order.deliveryType == .courier, order.status == .inProgress else { return .cancel }
    let task = try DeliveryTaskStore.task(order: order.id, in: connection)
    if order.paid { return task == nil ? .complete : .wait }
    return task?.status == .assigned ? .wait : .cancel
  }

  /// Moves the overdue orders whose settlement is `settlement` to `status`, each in its own savepoint: an order
  /// another request moved first (a customer's cancel) is skipped, not a failure of the whole run.
  private func settle(
    _ settlement: Settlement, to status: OrderStatusCode, by job: StoredJob, at seconds: Int64,
    in connection: any DatabaseConnection
  ) throws {
    for order in try OrderStore.overdue(at: seconds, in: connection)
    where try Self.settlement(of: order, in: connection) == settlement {
      do {
        try connection.transaction {
          try OrderLifecycle.change(order, to: status, by: .job(job.kind.rawValue), at: seconds, in: connection)
        }
      } catch is OrderError {
        continue
      }
    }
  }

  /// Cancels a pick-up still READY_FOR_PICKUP, its units back to its shop; one collected or cancelled meanwhile
  /// is left as it is.
  private func returnUncollected(
    _ subject: String, by job: StoredJob, at seconds: Int64, in connection: any DatabaseConnection
  ) throws {
    guard let id = UUID(uuidString: subject), let order = try OrderStore.find(id: id, in: connection) else {
      throw Failure.orderNotFound(subject)
    }
    guard order.status == .readyForPickup else { return }
    do {
      try OrderLifecycle.change(order, to: .canceled, by: .job(job.kind.rawValue), at: seconds, in: connection)
    } catch is OrderError {
      return
    }
  }

  private func pay(_ subject: String, in connection: any DatabaseConnection) throws {
    guard let id = UUID(uuidString: subject), let order = try OrderStore.find(id: id, in: connection) else {
      throw Failure.orderNotFound(subject)
    }
    guard OrderTransition.isOpen(order.status), !order.paid,
      settings.paymentSimulation.pays(number: order.number, paymentType: order.paymentType)
    else { return }
    _ = try OrderStore.markPaid(order.id, in: connection)
  }
}
