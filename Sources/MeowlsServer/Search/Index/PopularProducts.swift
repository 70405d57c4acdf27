/// `/search/popular` (api.md §8.3 allows any deterministic list of that shape): up to 20 products that can be
/// bought now, the most popular first (main-page products, then sale products, then by name), taking turns between
/// the root categories in catalogue order and at most one product per category.
enum PopularProducts {
  static let limit = 20

  static func choose(ties: [UInt32], productCategory: [Int32], categories: [SearchCategory]) -> [Int32] {
    func root(_ category: Int32) -> Int32 {
      var current = category
      var steps = 0
      while current >= 0, categories[Int(current)].parent >= 0, steps < 64 {
        current = categories[Int(current)].parent
        steps += 1
      }
      return current
    }
    let ranked = ties.indices.filter { ties[$0] & (1 << 31) == 0 && productCategory[$0] >= 0 }
      .sorted { ties[$0] < ties[$1] }
    var queues: [Int32: [Int32]] = [:]
    for ordinal in ranked { queues[root(productCategory[ordinal]), default: []].append(Int32(ordinal)) }
    let roots = queues.keys.sorted()
    var cursors = [Int32: Int]()
    var usedCategories: Set<Int32> = []
    var result: [Int32] = []
    var progressed = true
    while result.count < limit, progressed {
      progressed = false
      for root in roots where result.count < limit {
        guard let queue = queues[root] else { continue }
        var cursor = cursors[root] ?? 0
        while cursor < queue.count, usedCategories.contains(productCategory[Int(queue[cursor])]) { cursor += 1 }
        if cursor < queue.count {
          result.append(queue[cursor])
          usedCategories.insert(productCategory[Int(queue[cursor])])
          cursor += 1
          progressed = true
        }
        cursors[root] = cursor
      }
    }
    return result
  }
}
