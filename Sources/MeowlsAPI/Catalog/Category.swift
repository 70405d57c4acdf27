/// A catalogue category: `{id, code, name, has_children, parent?, image?, products_count?}`.
///
/// `parent` appears in `/categories` and in search suggestions; `products_count` only in search suggestions.
public struct Category: Codable, Hashable, Sendable, Identifiable {
  /// A category's id.
  public typealias ID = Identifier<Category>

  /// The slug, e.g. `"korma_sukhie"`.
  public var code: String
  /// Whether the category has sub-categories.
  public var hasChildren: Bool
  /// The category id.
  public var id: ID
  /// The category picture.
  public var image: Image?
  /// The display name, e.g. `"Корма Сухие"`.
  public var name: String
  /// The parent category (without its own parent on the wire).
  public var parent: Category? {
    get { parentStorage.first }
    set { parentStorage = newValue.map { [$0] } ?? [] }
  }
  /// The number of products linked directly to the category.
  public var productsCount: Int?

  // NB: a struct cannot hold an optional of itself; an array gives the needed indirection.
  private var parentStorage: [Category]

  /// A category.
  public init(
    code: String, hasChildren: Bool, id: ID, image: Image? = nil, name: String, parent: Category? = nil,
    productsCount: Int? = nil
  ) {
    self.code = code
    self.hasChildren = hasChildren
    self.id = id
    self.image = image
    self.name = name
    self.parentStorage = parent.map { [$0] } ?? []
    self.productsCount = productsCount
  }

  enum CodingKeys: String, CodingKey {
    case code
    case hasChildren = "has_children"
    case id
    case image
    case name
    case parent
    case productsCount = "products_count"
  }

  /// Decodes the wire object.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      code: try container.decode(String.self, forKey: .code),
      hasChildren: try container.decode(Bool.self, forKey: .hasChildren),
      id: try container.decode(ID.self, forKey: .id),
      image: try container.decodeIfPresent(Image.self, forKey: .image),
      name: try container.decode(String.self, forKey: .name),
      parent: try container.decodeIfPresent(Category.self, forKey: .parent),
      productsCount: try container.decodeIfPresent(Int.self, forKey: .productsCount))
  }

  /// Encodes the wire object, omitting nil keys.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(code, forKey: .code)
    try container.encode(hasChildren, forKey: .hasChildren)
    try container.encode(id, forKey: .id)
    try container.encodeIfPresent(image, forKey: .image)
    try container.encode(name, forKey: .name)
    try container.encodeIfPresent(parent, forKey: .parent)
    try container.encodeIfPresent(productsCount, forKey: .productsCount)
  }
}

/// A category's id.
public typealias CategoryID = Category.ID
