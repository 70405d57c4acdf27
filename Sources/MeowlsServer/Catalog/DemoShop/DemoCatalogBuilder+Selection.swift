import Foundation

extension DemoCatalogBuilder {
  /// Indices of the products matching `selection`, not in `excluded`, in a shuffled order seeded by `key`.
  func select(
    _ selection: DemoProductSelectionData, key: String, excluding excluded: Set<Int>, file: String, entry: String
  ) throws -> [Int] {
    func invalid(_ reason: String) -> DemoCatalogError { .invalidEntry(file: file, entry: entry, reason: reason) }
    guard selection.limit > 0 else { throw invalid("limit must be positive") }
    var categoryIDs: Set<UUID>?
    if let path = selection.category {
      guard categoryIndex[path] != nil else { throw invalid("unknown category «\(path)»") }
      categoryIDs = Set(categories.filter { $0.path == path || $0.path.hasPrefix("\(path)/") }.map(\.id))
    }
    if let code = selection.badge { _ = try badgeStyle(code, file: file, entry: entry) }
    let candidates = products.indices.filter { index in
      let product = products[index]
      if excluded.contains(index) { return false }
      if let categoryIDs, !categoryIDs.contains(product.categoryID) { return false }
      if let brand = selection.brand, product.brand != brand { return false }
      if let code = selection.badge,
        !product.variants.contains(where: { $0.badgeIDs.contains { badgeCodes[$0] == code } })
      {
        return false
      }
      if let discounted = selection.discounted,
        product.variants.contains(where: { $0.price.discountPercent != nil }) != discounted
      {
        return false
      }
      return true
    }
    var random = DemoRandom(key: "selection:\(key)")
    let picked = random.shuffled(candidates).prefix(selection.limit)
    guard !picked.isEmpty else { throw invalid("selects no products") }
    return picked.sorted()
  }
}
