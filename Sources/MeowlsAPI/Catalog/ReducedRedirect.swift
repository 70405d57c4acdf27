/// Where a tap on a top-level banner leads (reduced form): `{type, object_type?, url?}`.
public struct ReducedRedirect: Codable, Hashable, Sendable {
  /// The kind of target object.
  public var objectType: ObjectType?
  /// Object or collection.
  public var type: RedirectType
  /// A web page to open.
  public var url: String?

  /// A reduced redirect.
  public init(objectType: ObjectType? = nil, type: RedirectType, url: String? = nil) {
    self.objectType = objectType
    self.type = type
    self.url = url
  }

  enum CodingKeys: String, CodingKey {
    case objectType = "object_type"
    case type
    case url
  }
}
