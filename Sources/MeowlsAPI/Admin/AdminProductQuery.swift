/// `GET /admin/products`: a page of the back office's products in the catalogue's order, narrowed by any of the
/// filters: `?query=&category_id=&archived=&page=&per_page=`.
public struct AdminProductQuery: Hashable, Sendable {
  /// Which products the list holds by their archive flag.
  public enum Archived: String, CaseIterable, Hashable, Sendable {
    /// Only products on sale (the default).
    case excluded = "false"
    /// Archived products too.
    case included = "true"
    /// Only archived products.
    case only
  }

  public var archived: Archived
  /// Only products listed in this category (a leaf, or any category under this one).
  public var categoryID: Category.ID?
  public var page: PageRequest
  /// A name's words (any case), or a variant's article or barcode exactly.
  public var query: String?

  /// A query.
  public init(
    archived: Archived = .excluded, categoryID: Category.ID? = nil, page: PageRequest = PageRequest(),
    query: String? = nil
  ) {
    self.archived = archived
    self.categoryID = categoryID
    self.page = page
    self.query = query
  }
}

extension AdminProductQuery {
  /// Reads the query: 400 for a category id that is not one or an unknown `archived`; the text is cut to 100
  /// characters and an empty one is none.
  init(_ input: RouteInput) throws(RouteMatchError) {
    let text = input.last("query").map { String($0.trimmingCharacters(in: .whitespaces).prefix(100)) }
    self.init(
      archived: try input.enumeration("archived") ?? .excluded,
      categoryID: try input.parsed("category_id", "a category id (a UUID)", Category.ID.init(uuidString:)),
      page: try input.page(), query: text?.isEmpty == false ? text : nil)
  }

  var items: [QueryItem] {
    [
      query.map { QueryItem(name: "query", value: $0) },
      categoryID.map { QueryItem(name: "category_id", value: $0.uuidString) },
      archived == .excluded ? nil : QueryItem(name: "archived", value: archived.rawValue),
    ].compactMap { $0 } + .page(page)
  }
}
