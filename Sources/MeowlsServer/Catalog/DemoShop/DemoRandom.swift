/// SplitMix64: a tiny seeded generator, so the demo data comes out the same on every machine and run.
struct DemoRandom {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// A generator seeded from a text key, e.g. a product code.
  init(key: String) {
    self.init(seed: DemoHash.fnv1a64(key))
  }

  mutating func next() -> UInt64 {
    state &+= 0x9e37_79b9_7f4a_7c15
    var z = state
    z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
    z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
    return z ^ (z >> 31)
  }

  /// A number in `range` (modulo bias is irrelevant for demo data).
  mutating func int(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + Int(next() % UInt64(range.count))
  }

  /// True with the given probability in percent.
  mutating func chance(percent: Int) -> Bool {
    int(in: 0...99) < percent
  }

  mutating func element<T>(of array: [T]) -> T {
    array[int(in: 0...(array.count - 1))]
  }

  /// A Fisher–Yates shuffle driven by this generator.
  mutating func shuffled<T>(_ array: [T]) -> [T] {
    var result = array
    guard result.count > 1 else { return result }
    for index in stride(from: result.count - 1, to: 0, by: -1) {
      result.swapAt(index, int(in: 0...index))
    }
    return result
  }
}
