import MeowlsAPI

extension CatalogIndex {
  /// One page of a search listing (`/products?query=`): the matched products with the category listing's filters,
  /// then in relevance order (no sort, or `index`, whose meaning is "the default order") or in a catalogue sort.
  func select(
    ranked matches: [SearchMatcher.Match], filters: FilterSelection, sort: ProductSort?, offset: Int, limit: Int
  ) -> (ordinals: [Int32], total: Int) {
    var found = ProductSet(capacity: productCount, members: matches.map(\.document))
    if !filters.isEmpty { found = matching(filters, within: found) }
    if let sort, sort != .index { return page(of: found, sort: sort, offset: offset, limit: limit) }
    let listed = filters.isEmpty ? matches : matches.filter { found.contains($0.document) }
    guard offset < listed.count, limit > 0 else { return ([], listed.count) }
    let best = SearchMatcher.top(listed, limit: offset + limit)
    return (best[offset...].map(\.document), listed.count)
  }
}
