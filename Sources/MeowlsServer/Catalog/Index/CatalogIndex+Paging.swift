import MeowlsAPI

extension CatalogIndex {
  /// One page of `products` in `sort` order, and how many products the whole list has.
  ///
  /// `index` (or no sort) is catalogue order; the price sorts use the default variant's price and leave out
  /// products without one (api.md §5.4); ties keep catalogue order. `candidates`, when given, is a superset of
  /// `products` already in `sort` order (a category's sequence), walked instead of the whole catalogue's.
  func page(
    of products: ProductSet, sort: ProductSort?, candidates: [Int32]? = nil, offset: Int, limit: Int
  ) -> (ordinals: [Int32], total: Int) {
    guard let sort, sort != .index, let order = orders[sort] else {
      return (products.members(skipping: offset, limit: limit), products.count)
    }
    let listed = sort == .price || sort == .priceDescending ? products.intersection(priced) : products
    let total = listed.count
    guard offset < total, limit > 0 else { return ([], total) }
    let wanted = min(limit, total - offset)
    let sequence = candidates ?? order.sequence
    // NB: walking the sort order costs about (offset + limit) × sequence / total steps; sorting the members costs
    // total × log(total). Walk for large lists, sort small ones.
    let walk = (offset + wanted) * max(sequence.count, 1) / total
    if walk <= total * 8 {
      return (listed.members(among: sequence, skipping: offset, limit: wanted), total)
    }
    var ranks = listed.members().map { order.rank[Int($0)] }
    ranks.sort()
    return (ranks[offset..<offset + wanted].map { order.sequence[Int($0)] }, total)
  }

  /// The catalogue-order page of an explicit list of ordinals (sales, `products_ids`).
  func page(of ordinals: [Int32], offset: Int, limit: Int) -> (ordinals: [Int32], total: Int) {
    page(of: ProductSet(capacity: productCount, members: ordinals), sort: nil, offset: offset, limit: limit)
  }
}
