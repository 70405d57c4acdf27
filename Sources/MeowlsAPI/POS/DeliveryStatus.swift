/// Where a courier task stands: `assigned`, then `delivered` or `failed`.
public enum DeliveryStatus: String, Codable, CaseIterable, Hashable, Sendable {
  /// Given to a courier, not yet delivered.
  case assigned
  /// Handed to the customer; the order is COMPLETED.
  case delivered
  /// The courier could not deliver it (the reason says why); a manager may assign it again.
  case failed
  /// A courier order of the city that no courier has yet: only a filter of `GET /pos/deliveries`, never a task's.
  case waiting
}
