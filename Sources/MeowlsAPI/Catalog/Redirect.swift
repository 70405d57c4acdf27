import Foundation

/// Where a tap leads (full form: child banners and search suggestions):
/// `{type, object_type?, object_id?, products_set?, url?}`.
public struct Redirect: Codable, Hashable, Sendable {
  /// The id of the target object (a Sale or a Product, per `object_type`).
  public var objectID: UUID?
  /// The kind of target object; banner collection redirects carry `Sale` too.
  public var objectType: ObjectType?
  /// The product collection to open.
  public var productsSet: ProductsSet?
  /// Object or collection.
  public var type: RedirectType
  /// A web page to open.
  public var url: String?

  /// A redirect.
  public init(
    objectID: UUID? = nil, objectType: ObjectType? = nil, productsSet: ProductsSet? = nil, type: RedirectType,
    url: String? = nil
  ) {
    self.objectID = objectID
    self.objectType = objectType
    self.productsSet = productsSet
    self.type = type
    self.url = url
  }

  /// The target product, when this redirect opens one.
  public var productID: Product.ID? {
    guard type == .object, objectType == .product else { return nil }
    return objectID.map(Product.ID.init(rawValue:))
  }

  /// The target sale, when this redirect opens one.
  public var saleID: Sale.ID? {
    guard type == .object, objectType == .sale else { return nil }
    return objectID.map(Sale.ID.init(rawValue:))
  }

  enum CodingKeys: String, CodingKey {
    case objectID = "object_id"
    case objectType = "object_type"
    case productsSet = "products_set"
    case type
    case url
  }
}
