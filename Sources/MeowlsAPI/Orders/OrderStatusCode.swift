/// `status_code` of an order (its display text comes in `status`).
///
/// Courier orders go IN_PROGRESS → COMPLETED; pick-up orders go IN_PROGRESS → READY_FOR_PICKUP → COMPLETED; any open
/// order (IN_PROGRESS or READY_FOR_PICKUP) may become CANCELED.
public enum OrderStatusCode: String, Codable, CaseIterable, Hashable, Sendable {
  /// `CANCELED` ("Отменен").
  case canceled = "CANCELED"
  /// `COMPLETED` ("Выполнен").
  case completed = "COMPLETED"
  /// `IN_PROGRESS` ("Новый").
  case inProgress = "IN_PROGRESS"
  /// `READY_FOR_PICKUP` ("Готов к выдаче"): a pick-up order waiting at its shop (new in MEOWLS).
  case readyForPickup = "READY_FOR_PICKUP"
}
