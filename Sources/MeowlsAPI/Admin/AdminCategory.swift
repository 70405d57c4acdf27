/// A category as the back office sees it, archived or not:
/// `{archived, code, id, name, parent_id?, position, product_count}`.
public struct AdminCategory: Codable, Hashable, Sendable {
  /// Archived categories are hidden from the shop's catalogue.
  public var archived: Bool
  /// The category's code, unique among its siblings (its picture's key).
  public var code: String
  /// The category.
  public var id: Category.ID
  /// The category's name.
  public var name: String
  /// The parent; nil for a root.
  public var parentID: Category.ID?
  /// Its place among its siblings, from 0.
  public var position: Int
  /// The products linked to the category itself that are not archived.
  public var productCount: Int

  /// A category.
  public init(
    archived: Bool, code: String, id: Category.ID, name: String, parentID: Category.ID? = nil, position: Int,
    productCount: Int
  ) {
    self.archived = archived
    self.code = code
    self.id = id
    self.name = name
    self.parentID = parentID
    self.position = position
    self.productCount = productCount
  }

  enum CodingKeys: String, CodingKey {
    case archived
    case code
    case id
    case name
    case parentID = "parent_id"
    case position
    case productCount = "product_count"
  }
}
