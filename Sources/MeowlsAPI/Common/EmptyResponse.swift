/// The empty success body `{}` (logout, delete, star, unstar, cancel, health check).
public struct EmptyResponse: Codable, Hashable, Sendable {
  /// The empty object.
  public init() {}
}
