import Foundation
import MeowlsAPI

extension CatalogIndex {
  /// One page of a `/products` listing (api.md §5.4, decisions.md) and the size of the whole list.
  ///
  /// - category: the category's products after leaf expansion, filtered and sorted;
  /// - sale: the sale's products in catalogue order (filters and sort do not apply);
  /// - ids: the known listed products among `ids` in the order sent, each once (so a client listing search results by id
  ///   keeps their ranking);
  /// - search: not here (`CatalogIndex+SearchListing` pages the ranked matches).
  func select(_ listing: ProductListing, offset: Int, limit: Int) throws -> (ordinals: [Int32], total: Int) {
    switch listing {
    case .category(let id, let filters, let sort):
      guard let category = categories[id.rawValue] else {
        throw CatalogError.fetchProductsForCategoryError(id.rawValue)
      }
      let matching = filters.isEmpty ? category.products : self.matching(filters, within: category.products)
      return page(
        of: matching, sort: sort, candidates: sort.flatMap { category.sequences[$0] }, offset: offset, limit: limit)
    case .sale(let id):
      guard let products = saleProducts[id.rawValue] else { throw CatalogError.fetchProductsForSaleError(id.rawValue) }
      return page(of: products, offset: offset, limit: limit)
    case .productIDs(let ids):
      var seen = Set<Int32>()
      let ordinals = ids.compactMap { ordinalsByID[$0.rawValue] }.filter {
        listed.contains($0) && seen.insert($0).inserted
      }
      return (Array(ordinals.dropFirst(offset).prefix(limit)), ordinals.count)
    case .search:
      return ([], 0)
    }
  }

  /// The ids of `ordinals`.
  func ids(_ ordinals: [Int32]) -> [UUID] {
    ordinals.map { productIDs[Int($0)] }
  }
}
