/// A value that writes its own JSON, bypassing `Encodable`'s generic machinery on the hottest responses.
///
/// NB: the output must be byte-for-byte what `JSONBodyEncoder` produces through `Encodable` (tests compare the two
/// for every conforming type), so the fast path is an optimisation, never a second format.
protocol JSONBodyWritable: Encodable {
  func writeJSON(to writer: inout JSONWriter)
}

extension JSONWriter {
  /// Writes `"name":`, preceded by a comma unless it is the first field of its object.
  @inline(__always) mutating func field(_ name: StaticString, first: inout Bool) {
    let comma = first ? 0 : 1
    first = false
    name.withUTF8Buffer { text in
      bytes.append(count: text.count + 3 + comma) { out in
        if comma == 1 { out[0] = 0x2C }
        out[comma] = 0x22
        (out + comma + 1).update(from: text.baseAddress!, count: text.count)
        out[comma + 1 + text.count] = 0x22
        out[comma + 2 + text.count] = 0x3A
      }
    }
  }

  mutating func boolean(_ value: Bool) {
    value ? literal("true") : literal("false")
  }

  /// An array of self-writing elements.
  mutating func array<Element: JSONBodyWritable>(_ elements: [Element]) {
    byte(0x5B)
    // NB: through the buffer, elements are borrowed instead of copied (a copy retains every string inside).
    elements.withUnsafeBufferPointer { buffer in
      for index in buffer.indices {
        if index > 0 { byte(0x2C) }
        buffer[index].writeJSON(to: &self)
      }
    }
    byte(0x5D)
  }

  /// Exact money from kopecks, printed as the shortest number (`3998`, `26.91`, `0.5`): the same text the Double on
  /// the wire prints, without going through floating point.
  mutating func kopecks(_ value: Int64) {
    if value < 0 { byte(0x2D) }
    let magnitude = value.magnitude
    integer(magnitude / 100)
    let fraction = magnitude % 100
    guard fraction != 0 else { return }
    byte(0x2E)
    byte(0x30 + UInt8(fraction / 10))
    if fraction % 10 != 0 { byte(0x30 + UInt8(fraction % 10)) }
  }
}
