/// Keys kept sorted by their UTF-16 code units, each with an integer payload; prefix look-ups are two binary searches.
struct SortedKeyIndex: Sendable {
  /// The sorted keys.
  let keys: [[UInt16]]
  /// The payload of each key (an index into the owner's entries).
  let values: [Int]

  /// Sorts the pairs by key, then by value, so equal keys keep a stable order.
  init(_ pairs: [(key: [UInt16], value: Int)]) {
    let sorted = pairs.sorted { left, right in
      left.key == right.key ? left.value < right.value : left.key.lexicographicallyPrecedes(right.key)
    }
    keys = sorted.map(\.key)
    values = sorted.map(\.value)
  }

  /// The positions of every key that starts with `prefix` (all of them for an empty prefix).
  func range(prefix: [UInt16]) -> Range<Int> {
    let start = firstPosition { !$0.lexicographicallyPrecedes(prefix) }
    let end = firstPosition { !$0.starts(with: prefix) && !$0.lexicographicallyPrecedes(prefix) }
    return start..<max(start, end)
  }

  /// The first position whose key satisfies `isAtOrAfter`, which must be false for a leading run and true after it.
  private func firstPosition(where isAtOrAfter: ([UInt16]) -> Bool) -> Int {
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if isAtOrAfter(keys[middle]) { high = middle } else { low = middle + 1 }
    }
    return low
  }
}
