import Foundation

/// The product collection a redirect opens: a category, a search query, or both.
public struct DemoProductsSet: Equatable, Sendable {
  public var categoryID: UUID?
  public var name: String
  public var query: String?

  public init(categoryID: UUID?, name: String, query: String?) {
    self.categoryID = categoryID
    self.name = name
    self.query = query
  }
}
