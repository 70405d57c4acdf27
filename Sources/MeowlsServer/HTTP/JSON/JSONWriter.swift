import Foundation
import MeowlsAPI

/// Appends JSON tokens to a byte buffer. Knows the contract's output rules: strings escaped minimally,
/// numbers printed shortest (`3998`, `26.91`), dates as ISO-8601 without fractions in UTC.
struct JSONWriter: ~Copyable {
  var bytes = ByteBuffer()

  init(capacity: Int = 1024) {
    bytes.reserveCapacity(capacity)
  }

  @inline(__always) mutating func byte(_ value: UInt8) {
    bytes.append(value)
  }

  mutating func literal(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  /// The bytes written so far.
  var output: [UInt8] { bytes.array }

  mutating func string(_ text: String) {
    bytes.append(0x22)
    if text.utf8.withContiguousStorageIfAvailable({ writeEscaped($0) }) == nil {
      var copy = text
      copy.withUTF8 { writeEscaped($0) }
    }
    bytes.append(0x22)
  }

  /// Copies clean runs whole and escapes only `"`, `\` and control characters. NB: eight bytes are checked at a
  /// time (SWAR), since string bodies are most of every response.
  private mutating func writeEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    guard let base = utf8.baseAddress else { return }
    let count = utf8.count
    var runStart = 0
    var index = 0
    while index + 8 <= count {
      let word = UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)
      if !JSONWriter.needsEscape(word) {
        index += 8
        continue
      }
      for offset in index..<index + 8 where JSONWriter.needsEscape(base[offset]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: offset - runStart))
        escape(base[offset])
        runStart = offset + 1
      }
      index += 8
    }
    while index < count {
      if JSONWriter.needsEscape(base[index]) {
        bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: index - runStart))
        escape(base[index])
        runStart = index + 1
      }
      index += 1
    }
    bytes.append(contentsOf: UnsafeBufferPointer(start: base + runStart, count: count - runStart))
  }

  @inline(__always) static func needsEscape(_ byte: UInt8) -> Bool {
    byte < 0x20 || byte == 0x22 || byte == 0x5C
  }

  /// True when any of the eight bytes is below 0x20, a quote or a backslash (the classic "has zero byte" trick).
  @inline(__always) static func needsEscape(_ word: UInt64) -> Bool {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let below = (word &- ones &* 0x20) & ~word & highs
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    return below | ((quote &- ones) & ~quote & highs) | ((backslash &- ones) & ~backslash & highs) != 0
  }

  private mutating func escape(_ byte: UInt8) {
    switch byte {
    case 0x22: literal("\\\"")
    case 0x5C: literal("\\\\")
    case 0x0A: literal("\\n")
    case 0x0D: literal("\\r")
    case 0x09: literal("\\t")
    case 0x08: literal("\\b")
    case 0x0C: literal("\\f")
    default:
      literal("\\u00")
      bytes.append(hexDigit(byte >> 4))
      bytes.append(hexDigit(byte & 0x0F))
    }
  }

  mutating func integer<T: BinaryInteger>(_ value: T) {
    if value == 0 {
      bytes.append(0x30)
      return
    }
    var magnitude = value.magnitude
    if value < 0 { bytes.append(0x2D) }
    var digits: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    var count = 0
    withUnsafeMutableBytes(of: &digits) { buffer in
      while magnitude > 0 {
        buffer[count] = 0x30 + UInt8(truncatingIfNeeded: magnitude % 10)
        magnitude /= 10
        count += 1
      }
      for index in stride(from: count - 1, through: 0, by: -1) {
        bytes.append(buffer[index])
      }
    }
  }

  /// Shortest round-trip form; whole numbers print without a decimal point.
  mutating func double(_ value: Double) throws {
    guard value.isFinite else {
      throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "JSON has no \(value)"))
    }
    if value == value.rounded(.towardZero), abs(value) < 9_007_199_254_740_992 {
      integer(Int64(value))
    } else {
      bytes.append(contentsOf: value.description.utf8)
    }
  }

  /// Upper-case canonical form, without Foundation's `uuidString` (it formats through `snprintf`).
  mutating func uuid(_ value: UUID) {
    withUnsafeBytes(of: value.uuid) { raw in
      upperHexPairs.withUTF8Buffer { pairs in
        bytes.append(count: 38) { out in
          out[0] = 0x22
          var position = 1
          for index in 0..<16 {
            if index == 4 || index == 6 || index == 8 || index == 10 {
              out[position] = 0x2D
              position += 1
            }
            let pair = Int(raw[index]) * 2
            out[position] = pairs[pair]
            out[position + 1] = pairs[pair + 1]
            position += 2
          }
          out[37] = 0x22
        }
      }
    }
  }

  /// `2024-08-27T13:13:57Z`: UTC, whole seconds.
  ///
  /// NB: a date outside years 1...9999 (or not a number) is written as the nearest of those years' ends rather than
  /// trapping: a bad value that reached storage must never crash a read.
  mutating func date(_ date: Date) {
    let seconds = WireDate.wholeSeconds(of: date)
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let civil = CalendarDate(daysSinceEpoch: days)
    bytes.append(0x22)
    padded(Int64(civil.year), width: 4)
    bytes.append(0x2D)
    padded(Int64(civil.month), width: 2)
    bytes.append(0x2D)
    padded(Int64(civil.day), width: 2)
    bytes.append(0x54)
    padded(secondOfDay / 3600, width: 2)
    bytes.append(0x3A)
    padded(secondOfDay / 60 % 60, width: 2)
    bytes.append(0x3A)
    padded(secondOfDay % 60, width: 2)
    bytes.append(0x5A)
    bytes.append(0x22)
  }

  private mutating func padded(_ value: Int64, width: Int) {
    var divisor: Int64 = 1
    for _ in 1..<width { divisor *= 10 }
    var rest = value
    while divisor > 0 {
      bytes.append(0x30 + UInt8(truncatingIfNeeded: rest / divisor % 10))
      rest %= divisor
      divisor /= 10
    }
  }
}

@inline(__always)
private func hexDigit(_ nibble: UInt8) -> UInt8 {
  nibble < 10 ? 0x30 + nibble : 0x61 + nibble - 10
}

/// "000102…FEFF": the two upper-case hex digits of every byte, so a UUID is written with table lookups.
private let upperHexPairs: StaticString = """
  000102030405060708090A0B0C0D0E0F101112131415161718191A1B1C1D1E1F202122232425262728292A2B2C2D2E2F\
  303132333435363738393A3B3C3D3E3F404142434445464748494A4B4C4D4E4F505152535455565758595A5B5C5D5E5F\
  606162636465666768696A6B6C6D6E6F707172737475767778797A7B7C7D7E7F808182838485868788898A8B8C8D8E8F\
  909192939495969798999A9B9C9D9E9FA0A1A2A3A4A5A6A7A8A9AAABACADAEAFB0B1B2B3B4B5B6B7B8B9BABBBCBDBEBF\
  C0C1C2C3C4C5C6C7C8C9CACBCCCDCECFD0D1D2D3D4D5D6D7D8D9DADBDCDDDEDFE0E1E2E3E4E5E6E7E8E9EAEBECEDEEEF\
  F0F1F2F3F4F5F6F7F8F9FAFBFCFDFEFF
  """

@inline(__always)
private func upperHexDigit(_ nibble: UInt8) -> UInt8 {
  nibble < 10 ? 0x30 + nibble : 0x41 + nibble - 10
}
