import Foundation
import MeowlsAPI

extension CatalogIndex {
  /// This index with `rows` applied: each product taken out of every set, list and order it was in, then put back
  /// where its new name, price, categories, sale and values place it (when listed); new products appended as the next
  /// ordinals. The answers are those of an index built from scratch at the new revision (`CatalogIndexChangeTests`),
  /// at the cost of the touched categories and one pass over each sort order instead of a read of the catalogue.
  ///
  /// Nil when the change cannot be applied so: a new product placed before the last one (ordinals are catalogue
  /// order); the caller rebuilds.
  func applying(_ rows: [ProductIndexRow], values newValues: [PropertyValueRow], revision: Int) -> CatalogIndex? {
    var productIDs = self.productIDs
    var ordinalsByID = self.ordinalsByID
    var names = self.names
    var prices = self.defaultPrices
    var lastPosition = self.lastPosition
    for row in rows.filter({ ordinalsByID[$0.id] == nil }).sorted(by: { $0.position < $1.position }) {
      guard row.position > lastPosition, productIDs.count < PostingLists.maximumDocuments else { return nil }
      lastPosition = row.position
      ordinalsByID[row.id] = Int32(productIDs.count)
      productIDs.append(row.id)
      names.append(row.name)
      prices.append(nil)
    }
    let capacity = productIDs.count
    var values = ValueTable(self)
    for value in newValues { values.add(value) }

    var changes = CatalogIndexChanges(self, capacity: capacity)
    let changed = rows.compactMap { row in ordinalsByID[row.id].map { (ordinal: $0, row: row) } }
    let changedSet = ProductSet(capacity: capacity, members: changed.map(\.ordinal))
    for (ordinal, _) in changed {
      changes.remove(ordinal, oldValues: Int(ordinal) < productCount ? Array(productValues[ordinal]) : [])
    }
    changes.removeFromOrders(changedSet)
    for (ordinal, row) in changed {
      names[Int(ordinal)] = row.name
      prices[Int(ordinal)] = row.defaultPriceKopecks
    }
    let keys = SortKeys(names: names, prices: prices)
    for (ordinal, row) in changed where row.listed {
      let numbers = Array(Set(row.valueIDs.compactMap { values.numbers[$0] }.filter { values.property[Int($0)] >= 0 }))
      changes.insert(
        ordinal, row: row, values: numbers.sorted(), categories: listingCategories(of: row.categoryIDs), keys: keys)
    }
    for (ordinal, row) in changed where !row.listed { changes.productValueLists[ordinal] = [] }
    var index = changes.index(
      revision: revision, productIDs: productIDs, ordinalsByID: ordinalsByID, names: names, prices: prices,
      lastPosition: lastPosition, values: values, base: self)
    index.history = Array(
      (history + [IndexStep(from: self.revision, to: revision, products: rows.map(\.id))]).suffix(Self.historyLimit))
    return index
  }

  /// The categories whose listing shows a product linked to `links` (leaf expansion: the leaves among them and
  /// every ancestor above each, as far as each has children).
  func listingCategories(of links: [UUID]) -> Set<UUID> {
    var result = Set<UUID>()
    for link in links {
      guard let node = categoryTree[link], !node.hasChildren else { continue }
      result.insert(link)
      var current = link
      var steps = 0
      while steps < 64, let parent = categoryTree[current]?.parent, categoryTree[parent]?.hasChildren == true {
        result.insert(parent)
        current = parent
        steps += 1
      }
    }
    return result
  }
}

/// The values and properties of an index being changed: new value ids take the next numbers.
struct ValueTable {
  var numbers: [String: Int32]
  var property: [Int32]
  var texts: [String]
  var properties: [IndexedProperty]
  let propertyIndexByID: [String: Int]

  init(_ index: CatalogIndex) {
    numbers = index.valueNumbers
    property = index.valueProperty
    texts = index.valueTexts
    properties = index.properties
    propertyIndexByID = index.propertyIndexByID
  }

  /// A value not known yet; NB: among equal texts the older value stays first, as the builder's sort keeps them.
  mutating func add(_ value: PropertyValueRow) {
    guard numbers[value.id] == nil else { return }
    let number = Int32(texts.count)
    numbers[value.id] = number
    texts.append(value.text)
    guard let index = propertyIndexByID[value.propertyID] else {
      property.append(-1)
      return
    }
    property.append(Int32(index))
    let old = properties[index]
    var sorted = old.valuesByText
    let place = sorted.partitionPoint { value.text.utf8.lexicographicallyPrecedes(texts[Int($0)].utf8) }
    sorted.insert(number, at: place)
    var byText = old.valueByText
    if byText[value.text] == nil { byText[value.text] = number }
    properties[index] = IndexedProperty(code: old.code, name: old.name, valuesByText: sorted, valueByText: byText)
  }
}

extension Array {
  /// The first index whose element satisfies `isAfter` (the elements must be partitioned by it: false, then true).
  func partitionPoint(_ isAfter: (Element) -> Bool) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if isAfter(self[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
