/// One property group of `/filters`: the values found among some products, with how many products have each.
struct Facet: Sendable, Equatable {
  struct Value: Sendable, Equatable {
    let text: String
    let count: Int
  }

  let code: String
  let name: String
  /// Sorted by text; only values at least one product has.
  let values: [Value]
}

extension CatalogIndex {
  /// The property groups over `products`: properties by name, values by text, each counted once per product.
  /// Properties none of the products has are left out.
  func facets(over products: ProductSet) -> [Facet] {
    var counts = [Int](repeating: 0, count: valueTexts.count)
    products.forEach { ordinal in
      for value in productValues[ordinal] { counts[Int(value)] += 1 }
      return true
    }
    return properties.compactMap { property in
      let values = property.valuesByText.compactMap { value -> Facet.Value? in
        counts[Int(value)] > 0 ? Facet.Value(text: valueTexts[Int(value)], count: counts[Int(value)]) : nil
      }
      return values.isEmpty ? nil : Facet(code: property.code, name: property.name, values: values)
    }
  }
}
