import Foundation
import MeowlsAPI

/// Collects catalogue rows (in any order, except products: in catalogue order) and builds a `CatalogIndex`.
///
/// Ids are taken as stored (upper-case UUID text); rows that point at unknown ids are ignored, as a join would.
struct CatalogIndexBuilder {
  private struct Category {
    var hasChildren: Bool
    var children: [String] = []
  }

  private var productIDs: [UUID] = []
  private var ordinals: [String: Int32] = [:]
  private var names: [String] = []
  private var defaultPrices: [Int64?] = []
  private var saleOfProduct: [String?] = []
  private var sales: [String] = []
  private var categories: [String: Category] = [:]
  private var childLinks: [(parent: String, child: String)] = []
  private var productLinks: [(category: String, product: String)] = []
  private var properties: [(id: String, code: String, name: String)] = []
  private var values: [(id: String, property: String, text: String)] = []
  private var productValuePairs: [(product: String, value: String)] = []

  /// Products must come in catalogue order (their ordinal is the order of these calls); everything else may come
  /// in any order.
  mutating func addProduct(id: String, name: String, saleID: String?, defaultPriceKopecks: Int64?) {
    guard ordinals[id] == nil, let uuid = UUID(uuidString: id) else { return }
    ordinals[id] = Int32(productIDs.count)
    productIDs.append(uuid)
    names.append(name)
    defaultPrices.append(defaultPriceKopecks)
    saleOfProduct.append(saleID)
  }

  mutating func addSale(id: String) {
    sales.append(id)
  }

  mutating func addCategory(id: String, parentID: String?, hasChildren: Bool) {
    categories[id] = Category(hasChildren: hasChildren)
    if let parentID { childLinks.append((parentID, id)) }
  }

  mutating func link(categoryID: String, productID: String) {
    productLinks.append((categoryID, productID))
  }

  mutating func addProperty(id: String, code: String, name: String) {
    properties.append((id, code, name))
  }

  mutating func addValue(id: String, propertyID: String, text: String) {
    values.append((id, propertyID, text))
  }

  /// A value some variant of the product has (repeats across variants are fine).
  mutating func addProductValue(productID: String, valueID: String) {
    productValuePairs.append((productID, valueID))
  }

  func build(revision: Int) -> CatalogIndex {
    let capacity = productIDs.count
    let (indexedProperties, valueNumbers, valueProperty, valueTexts) = buildProperties()
    let propertyIndexByCode = Dictionary(
      indexedProperties.enumerated().map { ($0.element.code, $0.offset) }, uniquingKeysWith: { first, _ in first })
    var pairs: [(list: Int32, item: Int32)] = []
    pairs.reserveCapacity(productValuePairs.count)
    for pair in productValuePairs {
      guard let ordinal = ordinals[pair.product], let value = valueNumbers[pair.value] else { continue }
      pairs.append((ordinal, value))
    }
    let productValues = CompactLists(count: capacity, pairs: pairs)
    let valueProducts = CompactLists(count: valueTexts.count, pairs: pairs.map { ($0.item, $0.list) })
    var saleProducts = Dictionary(
      uniqueKeysWithValues: sales.compactMap { id in UUID(uuidString: id).map { ($0, [Int32]()) } })
    for (ordinal, sale) in saleOfProduct.enumerated() {
      guard let sale, let id = UUID(uuidString: sale), saleProducts[id] != nil else { continue }
      saleProducts[id]?.append(Int32(ordinal))
    }
    return CatalogIndex(
      revision: revision, productIDs: productIDs,
      ordinalsByID: Dictionary(uniqueKeysWithValues: productIDs.enumerated().map { ($0.element, Int32($0.offset)) }),
      categoryProducts: expandedCategories(capacity: capacity), saleProducts: saleProducts,
      priced: ProductSet(
        capacity: capacity, members: defaultPrices.indices.filter { defaultPrices[$0] != nil }.map { Int32($0) }),
      orders: buildOrders(capacity: capacity), properties: indexedProperties,
      propertyIndexByCode: propertyIndexByCode, valueProperty: valueProperty, valueTexts: valueTexts,
      valueProducts: valueProducts, productValues: productValues)
  }

  /// Leaf expansion (api.md §5.4): a category without children lists its own products; a category with children
  /// lists those of its leaf descendants only. Computed once per category, children before parents.
  private func expandedCategories(capacity: Int) -> [UUID: ProductSet] {
    var children = categories
    for link in childLinks where children[link.parent] != nil && categories[link.child] != nil {
      children[link.parent]?.children.append(link.child)
    }
    var direct: [String: [Int32]] = [:]
    for link in productLinks {
      guard let ordinal = ordinals[link.product] else { continue }
      direct[link.category, default: []].append(ordinal)
    }
    var expanded: [String: ProductSet] = [:]
    func expand(_ id: String, depth: Int) -> ProductSet {
      if let done = expanded[id] { return done }
      var set = ProductSet(capacity: capacity)
      if let category = children[id] {
        if !category.hasChildren {
          for ordinal in direct[id] ?? [] { set.insert(ordinal) }
        } else if depth < 64 {
          for child in category.children { set.formUnion(expand(child, depth: depth + 1)) }
        }
      }
      expanded[id] = set
      return set
    }
    var result: [UUID: ProductSet] = [:]
    for id in categories.keys {
      guard let uuid = UUID(uuidString: id) else { continue }
      result[uuid] = expand(id, depth: 0)
    }
    return result
  }

  private func buildOrders(capacity: Int) -> [ProductSort: ProductOrder] {
    let all = (0..<Int32(capacity)).map { $0 }
    let priced = all.filter { defaultPrices[Int($0)] != nil }
    func price(_ ordinal: Int32) -> Int64 { defaultPrices[Int(ordinal)] ?? 0 }
    func precedes(_ lhs: Int32, _ rhs: Int32) -> Bool {
      names[Int(lhs)].utf8.lexicographicallyPrecedes(names[Int(rhs)].utf8)
    }
    let byPrice = priced.sorted { (price($0), $0) < (price($1), $1) }
    let byPriceDescending = priced.sorted { price($0) != price($1) ? price($0) > price($1) : $0 < $1 }
    let byName = all.sorted { precedes($0, $1) || (!precedes($1, $0) && $0 < $1) }
    let byNameDescending = all.sorted { precedes($1, $0) || (!precedes($0, $1) && $0 < $1) }
    return [
      .price: ProductOrder(sequence: byPrice, capacity: capacity),
      .priceDescending: ProductOrder(sequence: byPriceDescending, capacity: capacity),
      .name: ProductOrder(sequence: byName, capacity: capacity),
      .nameDescending: ProductOrder(sequence: byNameDescending, capacity: capacity),
    ]
  }

  /// Properties sorted by name, their values numbered, and each property's values sorted by text.
  private func buildProperties() -> ([IndexedProperty], [String: Int32], [Int32], [String]) {
    let sorted = properties.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
    let propertyIndex = Dictionary(
      sorted.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    var valueNumbers: [String: Int32] = [:]
    var valueProperty: [Int32] = []
    var valueTexts: [String] = []
    var valuesOfProperty = [[Int32]](repeating: [], count: sorted.count)
    for value in values {
      guard let property = propertyIndex[value.property], valueNumbers[value.id] == nil else { continue }
      let number = Int32(valueTexts.count)
      valueNumbers[value.id] = number
      valueProperty.append(Int32(property))
      valueTexts.append(value.text)
      valuesOfProperty[property].append(number)
    }
    let indexed = sorted.enumerated().map { index, property in
      let numbers = valuesOfProperty[index].sorted {
        valueTexts[Int($0)].utf8.lexicographicallyPrecedes(valueTexts[Int($1)].utf8)
      }
      return IndexedProperty(
        code: property.code, name: property.name, valuesByText: numbers,
        valueByText: Dictionary(numbers.map { (valueTexts[Int($0)], $0) }, uniquingKeysWith: { first, _ in first }))
    }
    return (indexed, valueNumbers, valueProperty, valueTexts)
  }
}
