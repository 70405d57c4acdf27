import MeowlsAPI

/// The order lifecycle without the database: which status changes are allowed, and the error for the others.
///
/// Courier: IN_PROGRESS → COMPLETED. Pick-up: IN_PROGRESS → READY_FOR_PICKUP → COMPLETED (staff hand it over at the
/// counter). Either may be CANCELED while open (IN_PROGRESS or READY_FOR_PICKUP). Nothing leaves COMPLETED or
/// CANCELED.
enum OrderTransition {
  /// Whether an order in `status` is still open (can be cancelled).
  static func isOpen(_ status: OrderStatusCode) -> Bool {
    status == .inProgress || status == .readyForPickup
  }

  /// Throws the contract's error when an order of `delivery` type may not go from `from` to `to`.
  static func check(
    from: OrderStatusCode, to: OrderStatusCode, delivery: DeliveryType
  ) throws(OrderError) {
    switch (from, to, delivery) {
    case (.canceled, .canceled, _): throw .alreadyCancelled
    case (.completed, .canceled, _): throw .isComplete
    case (.inProgress, .canceled, _), (.readyForPickup, .canceled, _): return
    case (.inProgress, .completed, .courier): return
    case (.inProgress, .readyForPickup, .selfPickup): return
    case (.readyForPickup, .completed, .selfPickup): return
    default: throw .transitionNotAllowed(from: from, to: to)
    }
  }

  /// The display text of a status (`status` on the wire).
  static func name(_ status: OrderStatusCode, _ language: Language) -> String {
    switch (status, language) {
    case (.canceled, .english): "Canceled"
    case (.canceled, .russian): "Отменен"
    case (.completed, .english): "Completed"
    case (.completed, .russian): "Выполнен"
    case (.inProgress, .english): "New"
    case (.inProgress, .russian): "Новый"
    case (.readyForPickup, .english): "Ready for pickup"
    case (.readyForPickup, .russian): "Готов к выдаче"
    }
  }
}
