/// The animal a category or product is for; picks the silhouette drawn on generated images.
public enum DemoPetKind: String, Codable, CaseIterable, Equatable, Sendable {
  case bird
  case cat
  case dog
  case fish
  case rodent
}
