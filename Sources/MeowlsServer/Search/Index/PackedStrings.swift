/// Many strings in one UTF-8 buffer with offsets: 100,000 product names cost two allocations instead of 100,000.
/// Sorted tables (the vocabulary) are kept in byte order, so a prefix is a contiguous range found by binary search.
struct PackedStrings: Sendable {
  private(set) var bytes: [UInt8] = []
  private(set) var offsets: [Int32] = [0]

  init() {}

  init<S: Sequence<String>>(_ strings: S) {
    for string in strings { append(string) }
  }

  var count: Int { offsets.count - 1 }

  /// The same strings with some replaced and `count` in all (new ones empty unless given), unchanged ones copied as
  /// bytes.
  func replacing(_ changed: [Int: String], count: Int) -> PackedStrings {
    var result = PackedStrings()
    result.bytes.reserveCapacity(bytes.count + changed.values.reduce(0) { $0 + $1.utf8.count })
    result.offsets.reserveCapacity(count + 1)
    for index in 0..<count {
      if let string = changed[index] {
        result.bytes.append(contentsOf: string.utf8)
      } else if index < self.count {
        result.bytes.append(contentsOf: bytes[Int(offsets[index])..<Int(offsets[index + 1])])
      }
      result.offsets.append(Int32(result.bytes.count))
    }
    return result
  }

  mutating func append(_ string: String) {
    bytes.append(contentsOf: string.utf8)
    offsets.append(Int32(bytes.count))
  }

  subscript(index: Int) -> String {
    String(decoding: bytes[Int(offsets[index])..<Int(offsets[index + 1])], as: UTF8.self)
  }

  /// Bytes of memory the table holds.
  var memoryBytes: Int { bytes.capacity + offsets.capacity * 4 }

  /// In a byte-sorted table: the index of `key`, or nil.
  func find(_ key: [UInt8]) -> Int? {
    let index = lowerBound(key)
    return index < count && compare(index, key) == 0 ? index : nil
  }

  /// In a byte-sorted table: the indices of the strings that start with `prefix`.
  func range(prefix: [UInt8]) -> Range<Int> {
    let start = lowerBound(prefix)
    var low = start
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if hasPrefix(middle, prefix) { low = middle + 1 } else { high = middle }
    }
    return start..<low
  }

  /// The first index whose string is not below `key`.
  private func lowerBound(_ key: [UInt8]) -> Int {
    var low = 0
    var high = count
    while low < high {
      let middle = (low + high) / 2
      if compare(middle, key) < 0 { low = middle + 1 } else { high = middle }
    }
    return low
  }

  private func compare(_ index: Int, _ key: [UInt8]) -> Int {
    let start = Int(offsets[index])
    let end = Int(offsets[index + 1])
    return bytes.withUnsafeBufferPointer { stored in
      key.withUnsafeBufferPointer { key in
        let length = min(end - start, key.count)
        for offset in 0..<length where stored[start + offset] != key[offset] {
          return stored[start + offset] < key[offset] ? -1 : 1
        }
        return (end - start) - key.count
      }
    }
  }

  private func hasPrefix(_ index: Int, _ prefix: [UInt8]) -> Bool {
    let start = Int(offsets[index])
    guard Int(offsets[index + 1]) - start >= prefix.count else { return false }
    return bytes.withUnsafeBufferPointer { stored in
      prefix.withUnsafeBufferPointer { prefix in
        for offset in 0..<prefix.count where stored[start + offset] != prefix[offset] { return false }
        return true
      }
    }
  }
}
