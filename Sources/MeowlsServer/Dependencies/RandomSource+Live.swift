import Synchronization

extension RandomSource {
  /// The system's cryptographic generator.
  public static let live = RandomSource { count in
    var generator = SystemRandomNumberGenerator()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(count + 7)
    // NB: eight bytes per draw: drawing byte by byte made a request id cost twelve `getrandom` system calls.
    while bytes.count < count {
      withUnsafeBytes(of: generator.next()) { bytes.append(contentsOf: $0) }
    }
    return Array(bytes.prefix(count))
  }

  /// A repeatable source (SplitMix64) for tests.
  public static func seeded(_ seed: UInt64) -> RandomSource {
    let state = SeededState(seed)
    return RandomSource { count in state.next(count) }
  }
}

private final class SeededState: Sendable {
  private let state: Mutex<UInt64>

  init(_ seed: UInt64) { state = Mutex(seed) }

  func next(_ count: Int) -> [UInt8] {
    state.withLock { value in
      (0..<count).map { _ in
        value &+= 0x9E37_79B9_7F4A_7C15
        var mixed = value
        mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
        mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
        return UInt8(truncatingIfNeeded: mixed ^ (mixed >> 31))
      }
    }
  }
}
