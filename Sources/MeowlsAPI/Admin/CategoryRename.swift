/// The body of `POST /admin/categories/{id}/rename`: `{name}`.
public struct CategoryRename: Codable, Hashable, Sendable {
  /// The new name, 1–100 characters.
  public var name: String

  /// A rename.
  public init(name: String) {
    self.name = name
  }

  enum CodingKeys: String, CodingKey {
    case name
  }
}
