import Foundation

/// Encodes `Encodable` values straight into JSON bytes, in one pass, without the intermediate tree that
/// Foundation's `JSONEncoder` builds.
///
/// Keys come out in the order the type encodes them (declaration order for synthesized conformances, which our
/// alphabetised models make alphabetical), nil optionals are omitted (`encodeIfPresent`), UUIDs are upper-case
/// (UUID's own encoding), dates are ISO-8601 without fractions, numbers are shortest.
public struct JSONBodyEncoder: Sendable {
  public init() {}

  public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    if let writable = value as? any JSONBodyWritable {
      var writer = JSONWriter(capacity: 4096)
      writable.writeJSON(to: &writer)
      return writer.output
    }
    return try encodeThroughEncodable(value)
  }

  /// The general path, also used by tests to check that the fast path writes the same bytes.
  func encodeThroughEncodable<T: Encodable>(_ value: T) throws -> [UInt8] {
    let encoder = StreamingEncoder()
    try encoder.encodeValue(value)
    encoder.closeAll()
    return encoder.writer.output
  }
}

/// The state of one encoding run. Containers are opened lazily and closed when the value that opened them is done.
final class StreamingEncoder: Encoder {
  struct OpenContainer {
    var isObject: Bool
    var count: Int
    /// The frame (value being encoded) that opened it; a second `container(keyedBy:)` call for the same value reuses it.
    var frame: Int
  }

  // NB: `@exclusivity(unchecked)`: the encoder is confined to one call of `encode` on one thread, and the dynamic
  // exclusivity checks on these hot properties cost a quarter of the encoding time.
  @exclusivity(unchecked) var writer = JSONWriter()
  @exclusivity(unchecked) var open: [OpenContainer] = []
  @exclusivity(unchecked) var frame = 0

  var codingPath: [any CodingKey] { [] }
  var userInfo: [CodingUserInfoKey: Any] { [:] }

  // NB: metatype comparisons instead of `as?` casts: they are pointer compares, while a failed dynamic cast per
  // nested value dominated the encoding time of a product page.
  func encodeValue<T: Encodable>(_ value: T) throws {
    if T.self == String.self {
      writer.string(unsafeBitCast(value, to: String.self))
    } else if T.self == Int.self {
      writer.integer(unsafeBitCast(value, to: Int.self))
    } else if T.self == Double.self {
      try writer.double(unsafeBitCast(value, to: Double.self))
    } else if T.self == Bool.self {
      unsafeBitCast(value, to: Bool.self) ? writer.literal("true") : writer.literal("false")
    } else if T.self == Date.self {
      writer.date(unsafeBitCast(value, to: Date.self))
    } else if T.self == UUID.self {
      writer.uuid(unsafeBitCast(value, to: UUID.self))
    } else {
      try encodeComposite(value)
    }
  }

  private func encodeComposite<T: Encodable>(_ value: T) throws {
    let depth = open.count
    let start = writer.bytes.count
    frame += 1
    let myFrame = frame
    defer { frame = myFrame - 1 }
    try value.encode(to: self)
    close(downTo: depth)
    if writer.bytes.count == start { writer.literal("{}") }
  }

  func close(downTo depth: Int) {
    while open.count > depth {
      writer.byte(open.removeLast().isObject ? 0x7D : 0x5D)
    }
  }

  func closeAll() { close(downTo: 0) }

  /// Opens (or reuses) a container for the value currently being encoded; returns its level in `open`.
  func openContainer(isObject: Bool) -> Int {
    if let top = open.last, top.frame == frame, top.isObject == isObject { return open.count - 1 }
    writer.byte(isObject ? 0x7B : 0x5B)
    open.append(OpenContainer(isObject: isObject, count: 0, frame: frame))
    return open.count - 1
  }

  /// Prepares container `level` for a new element: closes deeper containers and writes the separator.
  @inline(__always) func beginElement(at level: Int) {
    close(downTo: level + 1)
    if open[level].count > 0 { writer.byte(0x2C) }
    open[level].count += 1
  }

  func beginKey(_ key: String, at level: Int) {
    beginElement(at: level)
    writer.string(key)
    writer.byte(0x3A)
  }

  /// Opens a nested container as the current element and gives it a frame of its own.
  func openNested(isObject: Bool) -> Int {
    frame += 1
    writer.byte(isObject ? 0x7B : 0x5B)
    open.append(OpenContainer(isObject: isObject, count: 0, frame: frame))
    return open.count - 1
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    KeyedEncodingContainer(KeyedStreamingContainer<Key>(encoder: self, level: openContainer(isObject: true)))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    UnkeyedStreamingContainer(encoder: self, level: openContainer(isObject: false))
  }

  func singleValueContainer() -> any SingleValueEncodingContainer {
    SingleValueStreamingContainer(encoder: self)
  }
}
