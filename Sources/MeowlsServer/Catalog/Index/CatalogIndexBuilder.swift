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
  private var listed: [Bool] = []
  private var lastPosition = -1
  private var saleOfProduct: [String?] = []
  private var sales: [String] = []
  private var categories: [String: Category] = [:]
  private var childLinks: [(parent: String, child: String)] = []
  private var productLinks: [(category: String, product: String)] = []
  private var properties: [(id: String, code: String, name: String)] = []
  private var valueNumbers: [String: Int32] = [:]
  private var values: [(property: String, text: String)] = []
  /// (ordinal, value number) pairs, translated as they arrive so that millions of rows cost 8 bytes each.
  private var productValuePairs: [(list: Int32, item: Int32)] = []

  /// Products must come in catalogue order (their ordinal is the order of these calls) and before the product
  /// values, values before product values; everything else may come in any order. An archived product (`listed`
  /// false) takes its ordinal and nothing else: no category, sale, value or order lists it.
  mutating func addProduct(
    id: String, name: String, saleID: String?, defaultPriceKopecks: Int64?, position: Int = 0, listed: Bool = true
  ) {
    guard ordinals[id] == nil, let uuid = UUID(uuidString: id) else { return }
    ordinals[id] = Int32(productIDs.count)
    productIDs.append(uuid)
    self.listed.append(listed)
    lastPosition = max(lastPosition, position)
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
    guard valueNumbers[id] == nil else { return }
    valueNumbers[id] = Int32(values.count)
    values.append((propertyID, text))
  }

  /// A value some variant of the product has (repeats across variants are fine).
  mutating func addProductValue(productID: String, valueID: String) {
    guard let ordinal = ordinals[productID], listed[Int(ordinal)], let value = valueNumbers[valueID] else { return }
    productValuePairs.append((ordinal, value))
  }

  func build(revision: Int) -> CatalogIndex {
    let capacity = productIDs.count
    let (indexedProperties, valueProperty) = buildProperties()
    let indexedPropertyIDs = sortedProperties.map(\.id)
    let propertyIndexByCode = Dictionary(
      indexedProperties.enumerated().map { ($0.element.code, $0.offset) }, uniquingKeysWith: { first, _ in first })
    let pairs = productValuePairs.filter { valueProperty[Int($0.item)] >= 0 }
    let productValues = CompactLists(count: capacity, pairs: pairs)
    let valueProducts = CompactLists(count: values.count, pairs: pairs.map { ($0.item, $0.list) })
    var denseValueProducts: [Int32: ProductSet] = [:]
    for value in 0..<Int32(values.count) where valueProducts[value].count * 32 > capacity {
      denseValueProducts[value] = ProductSet(capacity: capacity, members: valueProducts[value])
    }
    let orders = buildOrders(capacity: capacity)
    var saleProducts = Dictionary(
      uniqueKeysWithValues: sales.compactMap { id in UUID(uuidString: id).map { ($0, [Int32]()) } })
    for (ordinal, sale) in saleOfProduct.enumerated() where listed[ordinal] {
      guard let sale, let id = UUID(uuidString: sale), saleProducts[id] != nil else { continue }
      saleProducts[id]?.append(Int32(ordinal))
    }
    let listedSet = ProductSet(capacity: capacity, members: listed.indices.filter { listed[$0] }.map { Int32($0) })
    var tree: [UUID: (parent: UUID?, hasChildren: Bool)] = [:]
    for (id, category) in categories {
      if let uuid = UUID(uuidString: id) { tree[uuid] = (nil, category.hasChildren) }
    }
    for link in childLinks where categories[link.parent] != nil {
      if let child = UUID(uuidString: link.child), let parent = UUID(uuidString: link.parent) {
        tree[child]?.parent = parent
      }
    }
    return CatalogIndex(
      revision: revision, productIDs: productIDs,
      ordinalsByID: Dictionary(uniqueKeysWithValues: productIDs.enumerated().map { ($0.element, Int32($0.offset)) }),
      listed: listedSet, names: names, defaultPrices: defaultPrices, lastPosition: lastPosition, categoryTree: tree,
      valueNumbers: valueNumbers, valueProperty: valueProperty,
      propertyIndexByID: Dictionary(
        indexedPropertyIDs.enumerated().map { ($0.element, $0.offset) }, uniquingKeysWith: { first, _ in first }),
      categories: expandedCategories(capacity: capacity).mapValues { products in
        IndexedCategory(
          products: products,
          sequences: orders.mapValues { products.members(among: $0.sequence, skipping: 0, limit: .max) })
      }, saleProducts: saleProducts,
      priced: ProductSet(
        capacity: capacity,
        members: defaultPrices.indices.filter { listed[$0] && defaultPrices[$0] != nil }.map { Int32($0) }),
      orders: orders, properties: indexedProperties,
      propertyIndexByCode: propertyIndexByCode, valueTexts: values.map(\.text),
      valueProducts: valueProducts, denseValueProducts: denseValueProducts, productValues: productValues)
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
      guard let ordinal = ordinals[link.product], listed[Int(ordinal)] else { continue }
      direct[link.category, default: []].append(ordinal)
    }
    var expanded: [String: ProductSet] = [:]
    func expand(_ id: String, depth: Int) -> ProductSet {
      if let done = expanded[id] { return done }
      var set = ProductSet(capacity: capacity)
      if let category = children[id] {
        if !category.hasChildren {
          set.insert(contentsOf: direct[id] ?? [])
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
    let all = (0..<Int32(capacity)).filter { listed[Int($0)] }
    let priced = all.filter { defaultPrices[Int($0)] != nil }
    func price(_ ordinal: Int32) -> Int64 { defaultPrices[Int(ordinal)] ?? 0 }
    let byPrice = priced.sorted { (price($0), $0) < (price($1), $1) }
    let byPriceDescending = priced.sorted { price($0) != price($1) ? price($0) > price($1) : $0 < $1 }
    // NB: names compare as UTF-8 bytes (code point order, like SQL's binary collation); comparing byte arrays with
    // memcmp is many times faster than walking `String.UTF8View`s, which dominated building the index.
    let keys = names.map { Array($0.utf8) }
    let byName = all.sorted { lhs, rhs in
      let order = Self.compare(keys[Int(lhs)], keys[Int(rhs)])
      return order != 0 ? order < 0 : lhs < rhs
    }
    // Descending: the runs of equal names in reverse, each run still in catalogue order.
    var byNameDescending: [Int32] = []
    byNameDescending.reserveCapacity(byName.count)
    var runEnd = byName.count
    while runEnd > 0 {
      var runStart = runEnd - 1
      while runStart > 0, keys[Int(byName[runStart - 1])] == keys[Int(byName[runEnd - 1])] { runStart -= 1 }
      byNameDescending.append(contentsOf: byName[runStart..<runEnd])
      runEnd = runStart
    }
    return [
      .price: ProductOrder(sequence: byPrice, capacity: capacity),
      .priceDescending: ProductOrder(sequence: byPriceDescending, capacity: capacity),
      .name: ProductOrder(sequence: byName, capacity: capacity),
      .nameDescending: ProductOrder(sequence: byNameDescending, capacity: capacity),
    ]
  }

  /// Three-way comparison of byte strings: negative, zero or positive.
  private static func compare(_ lhs: [UInt8], _ rhs: [UInt8]) -> Int {
    let common = min(lhs.count, rhs.count)
    let order = lhs.withUnsafeBufferPointer { left in
      rhs.withUnsafeBufferPointer { right in
        common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
      }
    }
    return order != 0 ? order : lhs.count - rhs.count
  }

  /// Properties sorted by name with their values sorted by text, and each value's property (−1 when the value's
  /// property is unknown: such values are left out, as a join would).
  private var sortedProperties: [(id: String, code: String, name: String)] {
    properties.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) }
  }

  private func buildProperties() -> ([IndexedProperty], [Int32]) {
    let sorted = sortedProperties
    let propertyIndex = Dictionary(
      sorted.enumerated().map { ($0.element.id, $0.offset) }, uniquingKeysWith: { first, _ in first })
    var valueProperty = [Int32](repeating: -1, count: values.count)
    var valuesOfProperty = [[Int32]](repeating: [], count: sorted.count)
    for (number, value) in values.enumerated() {
      guard let property = propertyIndex[value.property] else { continue }
      valueProperty[number] = Int32(property)
      valuesOfProperty[property].append(Int32(number))
    }
    let indexed = sorted.enumerated().map { index, property in
      let numbers = valuesOfProperty[index].sorted {
        values[Int($0)].text.utf8.lexicographicallyPrecedes(values[Int($1)].text.utf8)
      }
      return IndexedProperty(
        code: property.code, name: property.name, valuesByText: numbers,
        valueByText: Dictionary(numbers.map { (values[Int($0)].text, $0) }, uniquingKeysWith: { first, _ in first }))
    }
    return (indexed, valueProperty)
  }
}
