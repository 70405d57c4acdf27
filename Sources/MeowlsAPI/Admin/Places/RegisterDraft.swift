/// The body of `POST /admin/shops/{id}/registers`: `{name?}`, what `meowls shop register add` takes.
public struct RegisterDraft: Codable, Hashable, Sendable {
  /// The name on screen and receipts, 1–60 characters (default `Касса <number>`).
  public var name: String?

  /// A new register.
  public init(name: String? = nil) {
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case name
  }
}
