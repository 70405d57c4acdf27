import MeowlsAPI

/// What a listing's address chooses: filter values, sort and how many pages are shown.
public struct ListingOptions: Hashable, Sendable {
  /// The most pages one address shows; "show more" stops there and asks to narrow the filters instead.
  public static let pageLimit = 10

  /// Pages 1…`pages` are shown, one after another.
  public var pages: Int
  public var selection: FilterSelection
  public var sort: ProductSort?

  public init(selection: FilterSelection = [:], sort: ProductSort? = nil, pages: Int = 1) {
    self.pages = min(max(pages, 1), Self.pageLimit)
    self.selection = selection
    self.sort = sort
  }

  /// Read from `f.<code>=value` (repeated), `sort` and `page`; anything unreadable is left out.
  init(_ query: FormData) {
    var selection = FilterSelection()
    for (name, value) in query.pairs where name.hasPrefix("f.") && name.count > 2 && !value.isEmpty {
      selection.append([String(value.prefix(200))], for: String(name.dropFirst(2).prefix(100)))
    }
    self.init(
      selection: selection, sort: query["sort"].flatMap(ProductSort.init(rawValue:)),
      pages: query["page"].flatMap { Int($0.prefix(9)) } ?? 1)
  }

  var queryItems: [(String, String)] {
    selection.codes.flatMap { code in selection[code].map { ("f.\(code)", $0) } }
      + (sort.map { [("sort", $0.rawValue)] } ?? []) + (pages > 1 ? [("page", String(pages))] : [])
  }
}
