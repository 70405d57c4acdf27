/// `cart` of a cart request: `{items, save}`.
public struct CartContents: Codable, Hashable, Sendable {
  /// The lines, by article.
  public var items: [CartRequestItem]
  /// Required on the wire; its value is ignored.
  public var save: Bool

  /// Cart contents.
  public init(items: [CartRequestItem], save: Bool) {
    self.items = items
    self.save = save
  }

  enum CodingKeys: String, CodingKey {
    case items
    case save
  }
}
