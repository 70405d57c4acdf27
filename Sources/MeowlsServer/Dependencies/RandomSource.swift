/// Randomness, injected so that tests are repeatable.
public struct RandomSource: Sendable {
  /// Fills and returns `count` random bytes.
  public var bytes: @Sendable (_ count: Int) -> [UInt8]

  public init(bytes: @escaping @Sendable (_ count: Int) -> [UInt8]) {
    self.bytes = bytes
  }

  /// Lower-case hex of `count` random bytes.
  public func hex(_ count: Int) -> String {
    let digits = Array("0123456789abcdef".utf8)
    var out: [UInt8] = []
    out.reserveCapacity(count * 2)
    for byte in bytes(count) {
      out.append(digits[Int(byte >> 4)])
      out.append(digits[Int(byte & 0x0F)])
    }
    return String(decoding: out, as: UTF8.self)
  }
}
