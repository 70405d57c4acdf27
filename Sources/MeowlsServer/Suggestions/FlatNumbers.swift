/// Flat numbers by the digits they start with, counted rather than scanned.
enum FlatNumbers {
  /// The flats among 1…`count` whose number starts with the digits `prefix`, in numeric order, at most `limit`:
  /// prefix `3` of 45 flats → 3, 30, 31, …, 39. An empty prefix lists 1, 2, 3, …; a prefix that is not digits, or
  /// starts with 0, none.
  static func starting(with prefix: String, upTo count: Int, limit: Int) -> [Int] {
    guard limit > 0, count > 0 else { return [] }
    guard !prefix.isEmpty else { return Array(1...min(count, limit)) }
    guard prefix.first != "0", prefix.count <= 6, let start = Int(prefix), start > 0 else { return [] }
    var flats: [Int] = []
    var low = start
    var width = 1
    // NB: numbers that start with `start` are start·10ᵏ … start·10ᵏ + 10ᵏ − 1 for k = 0, 1, 2…; each band is above the last.
    while low <= count {
      for flat in low...min(count, low + width - 1) {
        flats.append(flat)
        if flats.count == limit { return flats }
      }
      low *= 10
      width *= 10
    }
    return flats
  }
}
