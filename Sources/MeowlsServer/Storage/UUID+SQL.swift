import Foundation
import MeowlsAPI

// NB: every table keys its rows by UUIDs stored as upper-case text. Foundation on Linux formats and parses them
// with snprintf and sscanf, which showed as several percent of a cart update; these do it by table lookup.

extension UUID: SQLBindable {
  /// The upper-case text form every table stores.
  public var sqlValue: SQLValue { .text(upperCaseText) }

  /// `uuidString` without Foundation's `snprintf`.
  var upperCaseText: String {
    withUnsafeBytes(of: uuid) { raw in
      String(unsafeUninitializedCapacity: 36) { text in
        let digits: StaticString = "0123456789ABCDEF"
        var count = 0
        for index in 0..<16 {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            text[count] = 0x2D
            count += 1
          }
          text[count] = digits.utf8Start[Int(raw[index] >> 4)]
          text[count + 1] = digits.utf8Start[Int(raw[index] & 0x0F)]
          count += 2
        }
        return count
      }
    }
  }

  /// The UUID of its 36-character text form in either case (`8-4-4-4-12` hex digits), as `UUID(uuidString:)`
  /// reads it, without Foundation's `sscanf`; nil for any other text.
  init?(storedText text: String) {
    var text = text
    let parsed: uuid_t? = text.withUTF8 { bytes in
      guard bytes.count == 36 else { return nil }
      var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
      let ok = withUnsafeMutableBytes(of: &value) { out -> Bool in
        var position = 0
        for index in 0..<16 {
          if index == 4 || index == 6 || index == 8 || index == 10 {
            guard bytes[position] == 0x2D else { return false }
            position += 1
          }
          guard let high = HexDigit.value(bytes[position]), let low = HexDigit.value(bytes[position + 1]) else {
            return false
          }
          out[index] = high << 4 | low
          position += 2
        }
        return true
      }
      return ok ? value : nil
    }
    guard let parsed else { return nil }
    self.init(uuid: parsed)
  }

}

extension Identifier: SQLBindable {
  /// The id as its table stores it (upper-case UUID text).
  public var sqlValue: SQLValue { rawValue.sqlValue }
}

extension Identifier {
  /// The id of its stored text form (see `UUID(storedText:)`); nil for any other text.
  init?(storedText text: String) {
    guard let uuid = UUID(storedText: text) else { return nil }
    self.init(uuid)
  }
}
