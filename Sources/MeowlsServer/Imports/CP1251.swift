/// Windows-1251, the Cyrillic code page accounting programs (1C among them) still export CSV in, decoded by its
/// table: Foundation on Linux has no converter for it. 0x00–0x7F are ASCII; 0x98 is unassigned (U+FFFD).
enum CP1251 {
  static func decode(_ bytes: some Sequence<UInt8>) -> String {
    var scalars = String.UnicodeScalarView()
    for byte in bytes {
      let value: UInt32 =
        switch byte {
        case 0..<0x80: UInt32(byte)
        case 0xC0...0xFF: 0x0410 + UInt32(byte - 0xC0)
        default: high[Int(byte - 0x80)]
        }
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
    }
    return String(scalars)
  }

  /// 0x80–0xBF.
  private static let high: [UInt32] = [
    0x0402, 0x0403, 0x201A, 0x0453, 0x201E, 0x2026, 0x2020, 0x2021, 0x20AC, 0x2030, 0x0409, 0x2039, 0x040A, 0x040C,
    0x040B, 0x040F, 0x0452, 0x2018, 0x2019, 0x201C, 0x201D, 0x2022, 0x2013, 0x2014, 0xFFFD, 0x2122, 0x0459, 0x203A,
    0x045A, 0x045C, 0x045B, 0x045F, 0x00A0, 0x040E, 0x045E, 0x0408, 0x00A4, 0x0490, 0x00A6, 0x00A7, 0x0401, 0x00A9,
    0x0404, 0x00AB, 0x00AC, 0x00AD, 0x00AE, 0x0407, 0x00B0, 0x00B1, 0x0406, 0x0456, 0x0491, 0x00B5, 0x00B6, 0x00B7,
    0x0451, 0x2116, 0x0454, 0x00BB, 0x0458, 0x0405, 0x0455, 0x0457,
  ]

  /// The text of bytes that are UTF-8 (a byte-order mark dropped), else of Windows-1251.
  static func text(of bytes: [UInt8]) -> (text: String, encoding: String) {
    if let text = String(validating: bytes, as: UTF8.self) {
      return (text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text, "UTF-8")
    }
    return (decode(bytes), "Windows-1251")
  }
}
