/// The body of `POST /admin/categories`: `{code?, name, parent_id?}`; the new category goes last among its siblings.
public struct CategoryDraft: Codable, Hashable, Sendable {
  /// 1–64 lower-case Latin letters, digits, `-` or `_`, unique among the siblings; made from the id when omitted.
  public var code: String?
  /// The name, 1–100 characters.
  public var name: String
  /// The parent (not archived, holding no products of its own); nil for a root.
  public var parentID: Category.ID?

  /// A draft.
  public init(code: String? = nil, name: String, parentID: Category.ID? = nil) {
    self.code = code
    self.name = name
    self.parentID = parentID
  }

  enum CodingKeys: String, CodingKey {
    case code
    case name
    case parentID = "parent_id"
  }
}
