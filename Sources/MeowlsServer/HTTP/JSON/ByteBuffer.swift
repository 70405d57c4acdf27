/// A growable byte buffer for the JSON writer. NB: `[UInt8].append` checks uniqueness and capacity through the
/// array's storage on every byte, which cost more than the writing; this buffer owns its memory outright.
struct ByteBuffer: ~Copyable {
  private var storage: UnsafeMutablePointer<UInt8>
  private(set) var count = 0
  private var capacity: Int

  init() {
    capacity = 256
    storage = .allocate(capacity: capacity)
  }

  deinit { storage.deallocate() }

  mutating func reserveCapacity(_ minimum: Int) {
    guard minimum > capacity else { return }
    let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: minimum)
    grown.update(from: storage, count: count)
    storage.deallocate()
    storage = grown
    capacity = minimum
  }

  @inline(__always) mutating func append(_ byte: UInt8) {
    if count == capacity { reserveCapacity(capacity * 2) }
    storage[count] = byte
    count += 1
  }

  @inline(__always) mutating func append(contentsOf bytes: UnsafeBufferPointer<UInt8>) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    if count + bytes.count > capacity { reserveCapacity(max(capacity * 2, count + bytes.count)) }
    (storage + count).update(from: base, count: bytes.count)
    count += bytes.count
  }

  mutating func append(contentsOf bytes: UnsafeRawBufferPointer) {
    append(contentsOf: bytes.bindMemory(to: UInt8.self))
  }

  mutating func append<S: Sequence<UInt8>>(contentsOf bytes: S) {
    for byte in bytes { append(byte) }
  }

  /// Lets `body` write exactly `count` bytes in place (no per-byte capacity checks).
  @inline(__always) mutating func append(count: Int, _ body: (UnsafeMutablePointer<UInt8>) -> Void) {
    if self.count + count > capacity { reserveCapacity(max(capacity * 2, self.count + count)) }
    body(storage + self.count)
    self.count += count
  }

  var array: [UInt8] { Array(UnsafeBufferPointer(start: storage, count: count)) }
}
