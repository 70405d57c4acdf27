import Foundation

/// A ZIP archive written in memory with its entries stored (not compressed), as the import tests' picture archives:
/// each entry a local header and its bytes, then the central directory and its end record (PKWARE APPNOTE §4.3).
/// The CRC-32 is computed, so libarchive reads the entries as it would a real archive's.
public enum StoredZIP {
  /// The archive of `entries` (name, bytes), in order; names are marked UTF-8.
  public static func archive(_ entries: [(name: String, bytes: [UInt8])]) -> Data {
    var local: [UInt8] = []
    var central: [UInt8] = []
    for entry in entries {
      let name = Array(entry.name.utf8)
      let size = UInt32(entry.bytes.count)
      // Version 2.0, flag bit 11 (UTF-8 name), method 0 (stored), time 0, date 1980-01-01, sizes, name length.
      var common: [UInt8] = le16(20) + le16(0x0800) + le16(0) + le16(0) + le16(0x21)
      common += le32(crc32(entry.bytes)) + le32(size) + le32(size)
      common += le16(UInt16(name.count)) + le16(0)
      let offset = UInt32(local.count)
      local += le32(0x0403_4B50) + common + name
      local += entry.bytes
      // Made by 2.0; no comment, disk 0, no attributes; where the local header is.
      central += le32(0x0201_4B50) + le16(20) + common
      central += le16(0) + le16(0) + le16(0) + le32(0) + le32(offset) + name
    }
    var end: [UInt8] = le32(0x0605_4B50) + le16(0) + le16(0)
    end += le16(UInt16(entries.count)) + le16(UInt16(entries.count))
    end += le32(UInt32(central.count)) + le32(UInt32(local.count)) + le16(0)
    return Data(local + central + end)
  }

  /// The archive of `entries` with text contents.
  public static func archive(_ entries: [(String, String)]) -> Data {
    archive(entries.map { (name: $0.0, bytes: Array($0.1.utf8)) })
  }

  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }

  private static func le16(_ value: UInt16) -> [UInt8] { [UInt8(value & 0xFF), UInt8(value >> 8)] }

  private static func le32(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8((value >> (8 * $0)) & 0xFF) } }
}
