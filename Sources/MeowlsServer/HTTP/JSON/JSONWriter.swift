import Foundation

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
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for index in 0..<utf8.count {
        let byte = utf8[index]
        guard byte < 0x20 || byte == 0x22 || byte == 0x5C else { continue }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<index]))
        escape(byte)
        runStart = index + 1
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<utf8.count]))
    }
    bytes.append(0x22)
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
    bytes.append(0x22)
    withUnsafeBytes(of: value.uuid) { raw in
      for index in 0..<16 {
        if index == 4 || index == 6 || index == 8 || index == 10 { bytes.append(0x2D) }
        bytes.append(upperHexDigit(raw[index] >> 4))
        bytes.append(upperHexDigit(raw[index] & 0x0F))
      }
    }
    bytes.append(0x22)
  }

  /// `2024-08-27T13:13:57Z`: UTC, whole seconds.
  mutating func date(_ date: Date) {
    let seconds = Int64(date.timeIntervalSince1970.rounded(.down))
    let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
    let secondOfDay = seconds - days * 86_400
    let (year, month, day) = civilDate(daysSinceEpoch: days)
    bytes.append(0x22)
    padded(year, width: 4)
    bytes.append(0x2D)
    padded(month, width: 2)
    bytes.append(0x2D)
    padded(day, width: 2)
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

@inline(__always)
private func upperHexDigit(_ nibble: UInt8) -> UInt8 {
  nibble < 10 ? 0x30 + nibble : 0x41 + nibble - 10
}

/// Howard Hinnant's days-from-civil inverse: proleptic Gregorian date of a day count since 1970-01-01.
func civilDate(daysSinceEpoch days: Int64) -> (year: Int64, month: Int64, day: Int64) {
  let shifted = days + 719_468
  let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
  let dayOfEra = shifted - era * 146_097
  let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
  let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
  let monthIndex = (5 * dayOfYear + 2) / 153
  let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
  let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
  return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
}
