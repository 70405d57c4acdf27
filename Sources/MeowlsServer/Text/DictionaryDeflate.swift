import CZlib
import Synchronization

/// Small texts compressed with zlib's raw deflate against a preset dictionary of what they share, so that thousands
/// of similar JSON documents kept in memory take a fraction of their size, and each is still read on its own.
///
/// NB: a stream's state (about 270 KB to deflate, 40 KB to inflate) is costly to set up, so streams are kept and
/// reset between uses: a few, one per thread that uses them at once.
final class DictionaryDeflate: @unchecked Sendable {
  /// Up to 32 KB, deflate's window: the most common strings are worth most at its end.
  let dictionary: [UInt8]
  let level: Int32
  private let deflaters = Mutex<[Stream]>([])
  private let inflaters = Mutex<[Stream]>([])

  /// A z_stream on the heap (zlib keeps pointers into it) with the mode it was set up for.
  private final class Stream: @unchecked Sendable {
    let pointer = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
    let inflating: Bool

    init?(inflating: Bool, level: Int32) {
      self.inflating = inflating
      pointer.initialize(to: z_stream())
      let size = Int32(MemoryLayout<z_stream>.size)
      // NB: negative window bits: raw deflate, without zlib's header and checksum (the length prefix says enough).
      let status =
        inflating
        ? inflateInit2_(pointer, -15, zlibVersion(), size)
        : deflateInit2_(pointer, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY, zlibVersion(), size)
      guard status == Z_OK else {
        pointer.deallocate()
        return nil
      }
    }

    deinit {
      _ = inflating ? inflateEnd(pointer) : deflateEnd(pointer)
      pointer.deallocate()
    }
  }

  init(dictionary: [UInt8], level: Int32 = 1) {
    self.dictionary = Array(dictionary.suffix(32_768))
    self.level = level
  }

  /// The text deflated, after a 4-byte length; nil when zlib fails (the caller keeps the text as it is).
  func compress(_ text: [UInt8]) -> [UInt8]? {
    guard text.count < Int(Int32.max) / 2 else { return nil }
    guard let stream = take(inflating: false) else { return nil }
    defer { put(stream) }
    let z = stream.pointer
    guard deflateReset(z) == Z_OK, setDictionary(z, inflating: false) else { return nil }
    let bound = Int(deflateBound(z, uLong(text.count)))
    var output = [UInt8](repeating: 0, count: 4 + bound)
    let length = UInt32(text.count)
    for shift in 0..<4 { output[shift] = UInt8(truncatingIfNeeded: length >> (8 * UInt32(shift))) }
    let status = text.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        z.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
        z.pointee.avail_in = uInt(input.count)
        z.pointee.next_out = out.baseAddress.map { $0 + 4 }
        z.pointee.avail_out = uInt(bound)
        return deflate(z, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END else { return nil }
    output.removeLast(Int(z.pointee.avail_out))
    return output
  }

  /// The text `compress` made `packed` from; nil when `packed` is not such a text.
  func decompress(_ packed: [UInt8]) -> [UInt8]? {
    guard packed.count >= 4 else { return nil }
    var length = 0
    for shift in 0..<4 { length |= Int(packed[shift]) << (8 * shift) }
    guard let stream = take(inflating: true) else { return nil }
    defer { put(stream) }
    let z = stream.pointer
    guard inflateReset(z) == Z_OK, setDictionary(z, inflating: true) else { return nil }
    var output = [UInt8](repeating: 0, count: length)
    let status = packed.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { out in
        z.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress.map { $0 + 4 })
        z.pointee.avail_in = uInt(input.count - 4)
        z.pointee.next_out = out.baseAddress
        z.pointee.avail_out = uInt(length)
        return inflate(z, Z_FINISH)
      }
    }
    guard status == Z_STREAM_END, z.pointee.avail_out == 0 else { return nil }
    return output
  }

  private func setDictionary(_ z: UnsafeMutablePointer<z_stream>, inflating: Bool) -> Bool {
    guard !dictionary.isEmpty else { return true }
    let status = dictionary.withUnsafeBufferPointer { bytes in
      inflating
        ? inflateSetDictionary(z, bytes.baseAddress, uInt(bytes.count))
        : deflateSetDictionary(z, bytes.baseAddress, uInt(bytes.count))
    }
    return status == Z_OK
  }

  private func take(inflating: Bool) -> Stream? {
    let kept = inflating ? inflaters.withLock { $0.popLast() } : deflaters.withLock { $0.popLast() }
    return kept ?? Stream(inflating: inflating, level: level)
  }

  /// Keeps a stream for the next use; at most 8 of a kind, the rest freed.
  private func put(_ stream: Stream) {
    if stream.inflating {
      inflaters.withLock { if $0.count < 8 { $0.append(stream) } }
    } else {
      deflaters.withLock { if $0.count < 8 { $0.append(stream) } }
    }
  }
}
