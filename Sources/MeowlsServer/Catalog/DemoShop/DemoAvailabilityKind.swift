/// The wire `availability_info.type` of a variant.
public enum DemoAvailabilityKind: String, CaseIterable, Equatable, Sendable {
  case available
  case delivery
  case notAvailable = "not_available"
}
