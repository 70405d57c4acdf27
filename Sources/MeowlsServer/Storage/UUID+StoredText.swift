import Foundation

extension UUID {
  /// The inverse of `uuidString` for the form ids are stored in (36 characters, hyphens after the 8th, 12th, 16th
  /// and 20th hex digit, digits of either case); nil for anything else.
  ///
  /// NB: Foundation's `UUID(uuidString:)` goes through `sscanf`, which was 6 % of a listing page's first visit.
  init?(storedText text: String) {
    var text = text
    var value: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
    let parsed = text.withUTF8 { bytes in
      guard bytes.count == 36 else { return false }
      return withUnsafeMutableBytes(of: &value) { out in
        var index = 0
        for slot in 0..<16 {
          if index == 8 || index == 13 || index == 18 || index == 23 {
            guard bytes[index] == UInt8(ascii: "-") else { return false }
            index += 1
          }
          guard let high = Self.hexDigit(bytes[index]), let low = Self.hexDigit(bytes[index + 1]) else { return false }
          out[slot] = high << 4 | low
          index += 2
        }
        return true
      }
    }
    guard parsed else { return nil }
    self.init(uuid: value)
  }

  private static func hexDigit(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    default: nil
    }
  }
}
