import MeowlsAPI

/// Filters (api.md §5.6 and decisions.md): a product matches when, for every requested property code, some
/// variant has one of the requested values (AND across codes, OR within one). Values compare exactly, so
/// Cyrillic text and values with commas need nothing special; a code no product has, or a code sent without
/// values, matches nothing.
extension CatalogIndex {
  /// The products of `within` that match every key of `filters`.
  func matching(_ filters: FilterSelection, within: ProductSet) -> ProductSet {
    var result = within
    for code in filters.codes {
      result.formIntersection(products(having: filters[code], of: code))
      if result.isEmpty { break }
    }
    return result
  }

  /// The base of the facet counts (the "n − 1 rule" of api.md §5.6): with n selected keys, the products of
  /// `within` that match at least one key and all but at most one of them; with no keys, all of `within`.
  func facetBase(_ filters: FilterSelection, within: ProductSet) -> ProductSet {
    let masks = filters.codes.map { products(having: filters[$0], of: $0).intersection(within) }
    switch masks.count {
    case 0: return within
    case 1, 2: return masks.dropFirst().reduce(masks[0]) { $0.union($1) }
    default:
      // Each key left out in turn: the union of "all other keys match" (prefix and suffix intersections).
      var prefixes = [within]
      for mask in masks { prefixes.append(prefixes[prefixes.count - 1].intersection(mask)) }
      var result = ProductSet(capacity: within.capacity)
      var suffix = within
      for index in masks.indices.reversed() {
        result.formUnion(prefixes[index].intersection(suffix))
        suffix.formIntersection(masks[index])
      }
      return result
    }
  }

  /// The products that have any of `texts` as a value of the property `code`.
  func products(having texts: [String], of code: String) -> ProductSet {
    var set = ProductSet(capacity: productCount)
    guard let property = propertyIndexByCode[code] else { return set }
    for text in texts {
      guard let value = properties[property].valueByText[text] else { continue }
      if let dense = denseValueProducts[value] {
        set.formUnion(dense)
      } else {
        set.insert(contentsOf: valueProducts[value])
      }
    }
    return set
  }
}
