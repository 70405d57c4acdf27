/// `status_code` of an order (its display text comes in `status`).
public enum OrderStatusCode: String, Codable, CaseIterable, Hashable, Sendable {
  /// `CANCELED` ("Отменен").
  case canceled = "CANCELED"
  /// `COMPLETED` ("Выполнен").
  case completed = "COMPLETED"
  /// `IN_PROGRESS` ("Новый").
  case inProgress = "IN_PROGRESS"
}
