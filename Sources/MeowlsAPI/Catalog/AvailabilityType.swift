/// `availability_info.type`.
public enum AvailabilityType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `available`: in stock.
  case available
  /// `delivery`: can be ordered in.
  case delivery
  /// `not_available`.
  case notAvailable = "not_available"
}
