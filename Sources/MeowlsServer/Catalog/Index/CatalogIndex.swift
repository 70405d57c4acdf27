import Foundation
import MeowlsAPI

/// The listing index of one catalogue revision, in memory: which products each category lists (leaf expansion
/// done once), which products carry each property value, and the product order of every sort.
///
/// Products are numbered by *ordinal*: their place in catalogue order (`products.position`), so the `index` sort is
/// ordinal order. Archived products keep an ordinal but are in no set, list or order (`listed` says which are), so an
/// unarchived product comes back at its place without renumbering the others. Built by `CatalogIndexBuilder`, or
/// from the previous revision's index by `applying(_:)` when the change log names the products that changed;
/// queried by pure functions (`+Filtering`, `+Facets`, `+Paging`); immutable, so worker threads share it without
/// locks.
struct CatalogIndex: Sendable {
  /// The `catalog_revision.structure` it was built from.
  let revision: Int
  /// Ordinal → product id, archived ones too.
  let productIDs: [UUID]
  let ordinalsByID: [UUID: Int32]
  /// The products the shop lists (not archived).
  let listed: ProductSet
  /// Ordinal → what the sorts compare: the name and the default variant's price.
  let names: [String]
  let defaultPrices: [Int64?]
  /// The largest `products.position` read: a new product placed after it is appended as the next ordinal.
  let lastPosition: Int
  /// The category tree as the leaf expansion reads it: each category's parent (when known) and whether it has
  /// children (`categories.has_children`).
  let categoryTree: [UUID: (parent: UUID?, hasChildren: Bool)]
  /// Value id (stored text) → value number; value number → its property's index in `properties`, or −1.
  let valueNumbers: [String: Int32]
  let valueProperty: [Int32]
  /// Property id (stored text) → its index in `properties`.
  let propertyIndexByID: [String: Int]
  /// The last changes applied to reach this index (none when built from scratch), oldest first: what the search
  /// index, a step behind, applies to catch up (`changedProducts(since:)`).
  var history: [IndexStep] = []
  /// What each category lists: its own products when it is a leaf, else those of its leaf descendants.
  let categories: [UUID: IndexedCategory]
  /// Every sale with its products in catalogue order (possibly none).
  let saleProducts: [UUID: [Int32]]
  /// Products whose default variant has a price; the price sorts list only these (api.md §5.4).
  let priced: ProductSet
  let orders: [ProductSort: ProductOrder]
  /// Properties sorted by name (the `/filters` group order).
  let properties: [IndexedProperty]
  let propertyIndexByCode: [String: Int]
  /// Value number → its text.
  let valueTexts: [String]
  /// Value number → the listed products that have it in some variant, ascending.
  let valueProducts: CompactLists
  /// The same as sets, for values so common that a set is smaller than the list (and uniting sets is cheaper).
  let denseValueProducts: [Int32: ProductSet]
  /// Ordinal → the value numbers of all its variants, without repeats.
  let productValues: CompactLists

  var productCount: Int { productIDs.count }

  static let empty = CatalogIndexBuilder().build(revision: 0)
}

/// One change the index applied: the products that moved the structure revision from `from` to `to`.
struct IndexStep: Sendable, Equatable {
  let from: Int
  let to: Int
  let products: [UUID]
}

extension CatalogIndex {
  /// The steps kept in `history`.
  static let historyLimit = 16

  /// The products changed between the index of revision `revision` and this one, when the history covers it.
  func changedProducts(since revision: Int) -> [UUID]? {
    guard let start = history.firstIndex(where: { $0.from == revision }) else { return nil }
    var products = Set<UUID>()
    var at = revision
    for step in history[start...] {
      guard step.from == at else { return nil }
      products.formUnion(step.products)
      at = step.to
    }
    return at == self.revision ? Array(products) : nil
  }
}

/// A category as the index knows it: its products after leaf expansion, and those products in each sort order.
struct IndexedCategory: Sendable {
  let products: ProductSet
  /// For each sort but `index`: the category's products in that order (the price sorts: priced ones only), so a
  /// page walks the category instead of the whole catalogue.
  let sequences: [ProductSort: [Int32]]
}

/// A property as the index knows it.
struct IndexedProperty: Sendable {
  let code: String
  let name: String
  /// Its value numbers sorted by text (the `/filters` value order).
  let valuesByText: [Int32]
  let valueByText: [String: Int32]
}

/// One sort of the product list: the ordinals in that order, and each ordinal's place in it.
struct ProductOrder: Sendable {
  /// The ordinals (of products this sort lists) in sort order.
  let sequence: [Int32]
  /// Ordinal → its place in `sequence`; `Int32.max` for products the sort leaves out.
  let rank: [Int32]

  init(sequence: [Int32], capacity: Int) {
    self.sequence = sequence
    var rank = [Int32](repeating: .max, count: capacity)
    for (place, ordinal) in sequence.enumerated() { rank[Int(ordinal)] = Int32(place) }
    self.rank = rank
  }
}

/// Many short lists of numbers packed into two arrays (compressed sparse rows).
struct CompactLists: Sendable {
  let offsets: [Int32]
  let items: [Int32]

  init(offsets: [Int32], items: [Int32]) {
    self.offsets = offsets
    self.items = items
  }

  /// The same lists with some replaced (each ascending, given whole) and `count` lists in all, the ones past the
  /// current count empty unless replaced; unchanged lists are copied as slices, not regrouped.
  func replacing(_ replaced: [Int32: [Int32]], count: Int) -> CompactLists {
    var offsets: [Int32] = [0]
    offsets.reserveCapacity(count + 1)
    var items: [Int32] = []
    items.reserveCapacity(self.items.count + replaced.values.reduce(0) { $0 + $1.count })
    let known = self.offsets.count - 1
    for list in 0..<Int32(count) {
      if let new = replaced[list] {
        items.append(contentsOf: new)
      } else if Int(list) < known {
        items.append(contentsOf: self[list])
      }
      offsets.append(Int32(items.count))
    }
    return CompactLists(offsets: offsets, items: items)
  }

  /// Groups `pairs` (list, item) into `count` lists, items ascending and without repeats.
  init(count: Int, pairs: [(list: Int32, item: Int32)]) {
    var sizes = [Int32](repeating: 0, count: count + 1)
    for pair in pairs { sizes[Int(pair.list) + 1] += 1 }
    for index in 1..<sizes.count { sizes[index] += sizes[index - 1] }
    var cursor = sizes
    var items = [Int32](repeating: 0, count: pairs.count)
    for pair in pairs {
      items[Int(cursor[Int(pair.list)])] = pair.item
      cursor[Int(pair.list)] += 1
    }
    var offsets: [Int32] = [0]
    var packed: [Int32] = []
    packed.reserveCapacity(items.count)
    for list in 0..<count {
      var slice = items[Int(sizes[list])..<Int(sizes[list + 1])]
      slice.sort()
      var previous: Int32?
      for item in slice where item != previous {
        packed.append(item)
        previous = item
      }
      offsets.append(Int32(packed.count))
    }
    self.offsets = offsets
    self.items = packed
  }

  /// The items of list `index`.
  @inline(__always) subscript(index: Int32) -> ArraySlice<Int32> {
    items[Int(offsets[Int(index)])..<Int(offsets[Int(index) + 1])]
  }
}
