import Foundation

/// Reads a row line as `TransferFormat.line(_:)` writes it (`[null,42,"text",{"real":"0.5"},{"base64":"AA=="}]`),
/// without JSONDecoder.
///
/// NB: `TableLoader` read every row through JSONDecoder and `TransferFormat.Value`, which tries a number, then a
/// string, then an object, so most values threw an error or two on the way; an import of a shop spent most of its
/// time there. This reads the form the exporter writes and answers nil for anything else (spaces, a number
/// with a fraction, other keys, escapes it does not know), which the loader then reads through JSONDecoder as
/// before: whatever a line holds, it gives what JSONDecoder would.
enum TransferRowParser {
  static func values(of line: [UInt8]) -> [SQLValue]? {
    line.withUnsafeBufferPointer { bytes in
      var cursor = Cursor(bytes: bytes)
      return cursor.row()
    }
  }

  private struct Cursor {
    let bytes: UnsafeBufferPointer<UInt8>
    var index = 0

    mutating func row() -> [SQLValue]? {
      guard take(UInt8(ascii: "[")) else { return nil }
      var values: [SQLValue] = []
      if take(UInt8(ascii: "]")) { return index == bytes.count ? values : nil }
      while true {
        guard let value = value() else { return nil }
        values.append(value)
        if take(UInt8(ascii: ",")) { continue }
        guard take(UInt8(ascii: "]")), index == bytes.count else { return nil }
        return values
      }
    }

    private mutating func value() -> SQLValue? {
      guard index < bytes.count else { return nil }
      switch bytes[index] {
      case UInt8(ascii: "n"): return literal("null") ? .null : nil
      case UInt8(ascii: "\""): return string().map(SQLValue.text)
      case UInt8(ascii: "{"): return tagged()
      default: return integer().map(SQLValue.integer)
      }
    }

    /// `{"real":"…"}` or `{"base64":"…"}`.
    private mutating func tagged() -> SQLValue? {
      guard take(UInt8(ascii: "{")), let key = string(), take(UInt8(ascii: ":")), let text = string(),
        take(UInt8(ascii: "}"))
      else { return nil }
      switch key {
      case "real": return Double(text).map(SQLValue.real)
      case "base64": return Data(base64Encoded: text).map { .blob(Array($0)) }
      default: return nil
      }
    }

    /// A JSON integer (`-?(0|[1-9][0-9]*)`) that fits in 64 bits, not followed by a fraction or an exponent.
    private mutating func integer() -> Int64? {
      let negative = take(UInt8(ascii: "-"))
      let start = index
      var magnitude: UInt64 = 0
      while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") {
        let (times, overflowed) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, overflowedAgain) = times.addingReportingOverflow(UInt64(bytes[index] - UInt8(ascii: "0")))
        guard !overflowed, !overflowedAgain else { return nil }
        magnitude = sum
        index += 1
      }
      let digits = index - start
      guard digits > 0, !(digits > 1 && bytes[start] == UInt8(ascii: "0")) else { return nil }
      if index < bytes.count, [UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E")].contains(bytes[index]) {
        return nil
      }
      if negative {
        guard magnitude <= UInt64(Int64.max) + 1 else { return nil }
        return magnitude == UInt64(Int64.max) + 1 ? Int64.min : -Int64(magnitude)
      }
      guard magnitude <= UInt64(Int64.max) else { return nil }
      return Int64(magnitude)
    }

    /// A JSON string of valid UTF-8 with the escapes `TransferFormat`'s writer uses (`\"`, `\\`, `\/`, `\b`, `\f`,
    /// `\n`, `\r`, `\t`, `\u` of a scalar that is no surrogate); nil for anything else.
    private mutating func string() -> String? {
      guard take(UInt8(ascii: "\"")) else { return nil }
      var utf8: [UInt8] = []
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return String(validating: utf8, as: UTF8.self)
        case UInt8(ascii: "\\"):
          guard index < bytes.count else { return nil }
          let escaped = bytes[index]
          index += 1
          switch escaped {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(escaped)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0C)
          case UInt8(ascii: "n"): utf8.append(0x0A)
          case UInt8(ascii: "r"): utf8.append(0x0D)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "u"):
            guard let scalar = hexScalar() else { return nil }
            utf8.append(contentsOf: Array(String(Character(scalar)).utf8))
          default: return nil
          }
        case 0..<0x20: return nil
        default: utf8.append(byte)
        }
      }
      return nil
    }

    /// The four hex digits after `\u`, as a scalar; nil for a surrogate (JSONDecoder pairs those; this leaves them
    /// to it).
    private mutating func hexScalar() -> Unicode.Scalar? {
      guard index + 4 <= bytes.count else { return nil }
      var value: UInt32 = 0
      for _ in 0..<4 {
        let byte = bytes[index]
        let digit: UInt8
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
        default: return nil
        }
        value = value * 16 + UInt32(digit)
        index += 1
      }
      return Unicode.Scalar(value)
    }

    private mutating func literal(_ word: StaticString) -> Bool {
      let count = word.utf8CodeUnitCount
      guard index + count <= bytes.count else { return false }
      for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] { return false }
      index += count
      return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
  }
}
