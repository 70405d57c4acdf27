/// The width and height an upload declares, read from its header alone, so that a picture too large to decode (a
/// decompression bomb: a few kilobytes claiming 100,000×100,000 pixels) is refused before any pixel is decoded.
struct PictureHeader: Equatable {
  var format: PictureFormat
  var width: Int
  var height: Int

  /// The header of `bytes` in `format`, or nil when it is cut short or malformed.
  init?(_ bytes: [UInt8], format: PictureFormat) {
    let size: (Int, Int)?
    switch format {
    case .jpeg: size = Self.jpeg(bytes)
    case .png: size = Self.png(bytes)
    case .webp: size = Self.webp(bytes)
    }
    guard let (width, height) = size, width > 0, height > 0 else { return nil }
    self.format = format
    self.width = width
    self.height = height
  }

  /// PNG: the IHDR chunk comes first, width and height big-endian.
  private static func png(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 33, Array(bytes[12..<16]) == Array("IHDR".utf8) else { return nil }
    return (bigEndian(bytes, 16, 4), bigEndian(bytes, 20, 4))
  }

  /// JPEG: walks the markers to the first start-of-frame (SOF0–SOF15 but DHT, JPG and DAC), height then width, and
  /// on to the start of scan, after which the end-of-image marker must come. NB: a JPEG cut short lacks it, and
  /// libjpeg only warns about that; `FF D9` cannot occur inside scan data (an `FF` there is followed by `00`), and an
  /// EXIF thumbnail's own sits in an APP segment the walk skips.
  private static func jpeg(_ bytes: [UInt8]) -> (Int, Int)? {
    var size: (Int, Int)?
    var index = 2
    while index + 4 <= bytes.count {
      guard bytes[index] == 0xFF else { return nil }
      let marker = bytes[index + 1]
      if marker == 0xFF {
        index += 1
        continue
      }
      // Markers without a length: TEM, RST0–7; SOI again or EOI mean a broken file.
      if marker == 0x01 || (0xD0...0xD7).contains(marker) {
        index += 2
        continue
      }
      if marker == 0xDA {
        guard let size, endsImage(bytes, after: index) else { return nil }
        return size
      }
      if marker == 0xD8 || marker == 0xD9 { return nil }
      let length = bigEndian(bytes, index + 2, 2)
      guard length >= 2 else { return nil }
      if size == nil, (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
        guard index + 9 <= bytes.count, length >= 7 else { return nil }
        size = (bigEndian(bytes, index + 7, 2), bigEndian(bytes, index + 5, 2))
      }
      index += 2 + length
    }
    return nil
  }

  private static func endsImage(_ bytes: [UInt8], after start: Int) -> Bool {
    var index = start + 2
    while index + 1 < bytes.count {
      if bytes[index] == 0xFF, bytes[index + 1] == 0xD9 { return true }
      index += 1
    }
    return false
  }

  /// WebP: the first chunk is VP8 (lossy), VP8L (lossless) or VP8X (extended, with the canvas size).
  private static func webp(_ bytes: [UInt8]) -> (Int, Int)? {
    guard bytes.count >= 30 else { return nil }
    switch String(decoding: bytes[12..<16], as: UTF8.self) {
    case "VP8 ":
      // Frame tag (3 bytes), start code 9D 01 2A, then 14-bit width and height.
      guard bytes[23] == 0x9D, bytes[24] == 0x01, bytes[25] == 0x2A else { return nil }
      return (littleEndian(bytes, 26, 2) & 0x3FFF, littleEndian(bytes, 28, 2) & 0x3FFF)
    case "VP8L":
      guard bytes[20] == 0x2F else { return nil }
      let bits = littleEndian(bytes, 21, 4)
      return ((bits & 0x3FFF) + 1, ((bits >> 14) & 0x3FFF) + 1)
    case "VP8X":
      return (littleEndian(bytes, 24, 3) + 1, littleEndian(bytes, 27, 3) + 1)
    default:
      return nil
    }
  }

  private static func bigEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    bytes[start..<start + count].reduce(0) { $0 << 8 | Int($1) }
  }

  private static func littleEndian(_ bytes: [UInt8], _ start: Int, _ count: Int) -> Int {
    bytes[start..<start + count].reversed().reduce(0) { $0 << 8 | Int($1) }
  }
}
