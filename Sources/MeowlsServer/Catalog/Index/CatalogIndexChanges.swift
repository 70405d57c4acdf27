import Foundation
import MeowlsAPI

/// The sort keys of products: what `CatalogIndexBuilder`'s orders compare, as one total order per sort (ties by
/// ordinal), so a product is put back into a sorted list by binary search.
struct SortKeys {
  let names: [String]
  let prices: [Int64?]

  /// Whether `sort` lists the product at all (the price sorts only priced ones).
  func lists(_ ordinal: Int32, in sort: ProductSort) -> Bool {
    sort == .price || sort == .priceDescending ? prices[Int(ordinal)] != nil : true
  }

  func precedes(_ lhs: Int32, _ rhs: Int32, in sort: ProductSort) -> Bool {
    switch sort {
    case .price, .priceDescending:
      let (left, right) = (prices[Int(lhs)] ?? 0, prices[Int(rhs)] ?? 0)
      guard left != right else { return lhs < rhs }
      return sort == .price ? left < right : left > right
    case .name, .nameDescending:
      let order = Self.compare(names[Int(lhs)], names[Int(rhs)])
      guard order != 0 else { return lhs < rhs }
      return sort == .name ? order < 0 : order > 0
    case .index:
      return lhs < rhs
    }
  }

  /// `sequence` (sorted by `sort`) with `ordinal` inserted at its place.
  func insert(_ ordinal: Int32, into sequence: inout [Int32], by sort: ProductSort) {
    sequence.insert(ordinal, at: sequence.partitionPoint { precedes(ordinal, $0, in: sort) })
  }

  /// Byte order of the UTF-8 (the builder's memcmp order): negative, zero or positive.
  static func compare(_ lhs: String, _ rhs: String) -> Int {
    var (left, right) = (lhs, rhs)
    return left.withUTF8 { left in
      right.withUTF8 { right in
        let common = min(left.count, right.count)
        let order = common == 0 ? 0 : Int(memcmp(left.baseAddress!, right.baseAddress!, common))
        return order != 0 ? order : left.count - right.count
      }
    }
  }
}

/// The mutable copies of an index's parts while `CatalogIndex.applying` takes products out and puts them back.
struct CatalogIndexChanges {
  let capacity: Int
  var categories: [UUID: IndexedCategory]
  var touchedCategories: [UUID: (products: ProductSet, sequences: [ProductSort: [Int32]])] = [:]
  var sequences: [ProductSort: [Int32]]
  var priced: ProductSet
  var listed: ProductSet
  var saleProducts: [UUID: [Int32]]
  let valueProducts: CompactLists
  var valueLists: [Int32: [Int32]] = [:]
  var productValueLists: [Int32: [Int32]] = [:]

  init(_ index: CatalogIndex, capacity: Int) {
    self.capacity = capacity
    categories = index.categories
    if capacity != index.productCount {
      categories = categories.mapValues {
        IndexedCategory(products: $0.products.resized(to: capacity), sequences: $0.sequences)
      }
    }
    sequences = index.orders.mapValues(\.sequence)
    priced = index.priced.resized(to: capacity)
    listed = index.listed.resized(to: capacity)
    saleProducts = index.saleProducts
    valueProducts = index.valueProducts
  }

  /// Takes `ordinal` out of every category, sale, value and set (the orders: `removeFromOrders`, all at once).
  mutating func remove(_ ordinal: Int32, oldValues: [Int32]) {
    guard listed.contains(ordinal) else { return }
    for (id, category) in categories where category.products.contains(ordinal) {
      var touched = touchedCategories[id] ?? (category.products, category.sequences)
      touched.products.remove(ordinal)
      for sort in touched.sequences.keys { touched.sequences[sort]?.removeAll { $0 == ordinal } }
      touchedCategories[id] = touched
    }
    for (sale, products) in saleProducts where products.contains(ordinal) {
      saleProducts[sale] = products.filter { $0 != ordinal }
    }
    for value in oldValues {
      var list = valueLists[value] ?? Array(valueProducts[value])
      list.removeAll { $0 == ordinal }
      valueLists[value] = list
    }
    productValueLists[ordinal] = []
    priced.remove(ordinal)
    listed.remove(ordinal)
  }

  mutating func removeFromOrders(_ products: ProductSet) {
    for sort in sequences.keys {
      sequences[sort]?.removeAll { $0 < products.capacity && products.contains($0) }
    }
  }

  /// Puts a listed product back with its new keys (already in `keys`).
  mutating func insert(
    _ ordinal: Int32, row: ProductIndexRow, values: [Int32], categories listing: Set<UUID>, keys: SortKeys
  ) {
    listed.insert(ordinal)
    if row.defaultPriceKopecks != nil { priced.insert(ordinal) }
    for sort in sequences.keys where keys.lists(ordinal, in: sort) {
      keys.insert(ordinal, into: &sequences[sort]!, by: sort)
    }
    for id in listing {
      guard let category = categories[id] else { continue }
      var touched = touchedCategories[id] ?? (category.products, category.sequences)
      touched.products.insert(ordinal)
      for sort in touched.sequences.keys where keys.lists(ordinal, in: sort) {
        keys.insert(ordinal, into: &touched.sequences[sort]!, by: sort)
      }
      touchedCategories[id] = touched
    }
    if let sale = row.saleID, var products = saleProducts[sale] {
      products.insert(ordinal, at: products.partitionPoint { $0 > ordinal })
      saleProducts[sale] = products
    }
    for value in values {
      var list = valueLists[value] ?? (Int(value) < valueProducts.offsets.count - 1 ? Array(valueProducts[value]) : [])
      list.insert(ordinal, at: list.partitionPoint { $0 > ordinal })
      valueLists[value] = list
    }
    productValueLists[ordinal] = values
  }

  func index(
    revision: Int, productIDs: [UUID], ordinalsByID: [UUID: Int32], names: [String], prices: [Int64?],
    lastPosition: Int, values: ValueTable, base: CatalogIndex
  ) -> CatalogIndex {
    var categories = self.categories
    for (id, touched) in touchedCategories {
      categories[id] = IndexedCategory(products: touched.products, sequences: touched.sequences)
    }
    let valueProducts = self.valueProducts.replacing(valueLists, count: values.texts.count)
    var dense: [Int32: ProductSet] = [:]
    for value in 0..<Int32(values.texts.count) where valueProducts[value].count * 32 > capacity {
      if capacity == base.productCount, valueLists[value] == nil, let kept = base.denseValueProducts[value] {
        dense[value] = kept
      } else {
        dense[value] = ProductSet(capacity: capacity, members: valueProducts[value])
      }
    }
    var index = CatalogIndex(
      revision: revision, productIDs: productIDs, ordinalsByID: ordinalsByID, listed: listed, names: names,
      defaultPrices: prices, lastPosition: lastPosition, categoryTree: base.categoryTree,
      valueNumbers: values.numbers, valueProperty: values.property, propertyIndexByID: values.propertyIndexByID,
      categories: categories, saleProducts: saleProducts, priced: priced,
      orders: sequences.mapValues { ProductOrder(sequence: $0, capacity: capacity) }, properties: values.properties,
      propertyIndexByCode: base.propertyIndexByCode, valueTexts: values.texts, valueProducts: valueProducts,
      denseValueProducts: dense, productValues: base.productValues.replacing(productValueLists, count: capacity))
    index.history = base.history
    return index
  }
}
