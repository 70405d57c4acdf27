/// Draws the catalogue's pictures as SVG cards: a soft background in the picture's colour, the animal it is about,
/// and its name. Deterministic: the same spec and size always give the same bytes (so ETags are stable).
struct CatalogImageRenderer: Sendable {
  func svg(for spec: CatalogImageSpec, key: String, size: ImageSize) -> String {
    let color = CatalogImageRenderer.validColor(spec.color)
    let light = CatalogImageRenderer.mix(color, with: 0xFF, amount: 0.82)
    let dark = CatalogImageRenderer.mix(color, with: 0x00, amount: 0.35)
    // Banners and sales are wide slides; products and categories square cards.
    let wide = spec.kind == .banner || spec.kind == .sale
    let (width, height) = size.dimensions(wide: wide)
    let viewWidth = wide ? 200 : 100
    let viewHeight = viewWidth * height / width
    let petBox = wide ? "translate(118 14) scale(0.72)" : "translate(22 8) scale(0.56)"
    let lines = SVGText.wrap(spec.title, maxCharacters: wide ? 22 : 20, maxLines: wide ? 3 : 2)
    let textX = wide ? 12 : 50
    let anchor = wide ? "start" : "middle"
    let firstLineY = wide ? 38 : 70
    var text = ""
    for (index, line) in lines.enumerated() {
      text += "<text x=\"\(textX)\" y=\(quoted(firstLineY + index * 8)) font-size=\"7\" font-weight=\"700\" "
      text += "text-anchor=\"\(anchor)\" fill=\"\(dark)\">\(SVGText.escaped(line))</text>"
    }
    if let subtitle = spec.subtitle, !subtitle.isEmpty {
      let y = firstLineY + lines.count * 8 + 2
      text += "<text x=\"\(textX)\" y=\(quoted(y)) font-size=\"5.5\" text-anchor=\"\(anchor)\" fill=\"\(dark)\" "
      text += "opacity=\"0.8\">\(SVGText.escaped(String(subtitle.prefix(40))))</text>"
    }
    let dots = CatalogImageRenderer.dots(seed: key, width: viewWidth, color: color)
    return """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(viewWidth) \(viewHeight)" role="img" aria-label="\(SVGText.escaped(spec.title))">\
      <rect width="\(viewWidth)" height="\(viewHeight)" rx="6" fill="\(light)"/>\(dots)\
      <g transform="\(petBox)">\(PetDrawing.shapes(for: spec.petKind, fill: color, eyes: dark))</g>\
      <g font-family="Helvetica, Arial, sans-serif">\(text)</g></svg>
      """
  }

  private func quoted(_ value: Int) -> String { "\"\(value)\"" }

  /// A few translucent dots placed by a hash of the key, so pictures of one colour still look different.
  static func dots(seed: String, width: Int, color: String) -> String {
    var state = seed.utf8.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
    var out = ""
    for _ in 0..<5 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let x = Int(state >> 33) % width
      let y = Int(state >> 17) % 100
      let radius = 3 + Int(state >> 50) % 9
      out += "<circle cx=\"\(x)\" cy=\"\(y)\" r=\"\(radius)\" fill=\"\(color)\" opacity=\"0.12\"/>"
    }
    return out
  }

  /// `#RRGGBB` as given, or a neutral grey when the data holds something else (never broken SVG).
  static func validColor(_ color: String) -> String {
    let hex = color.utf8.dropFirst()
    guard color.hasPrefix("#"), hex.count == 6, hex.allSatisfy(isHexDigit) else { return "#8E8E93" }
    return color.uppercased()
  }

  private static func isHexDigit(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (byte >= 0x30 && byte <= 0x39) || (lower >= 0x61 && lower <= 0x66)
  }

  /// Moves each channel of `color` towards `target` (0x00 black, 0xFF white) by `amount`.
  static func mix(_ color: String, with target: UInt8, amount: Double) -> String {
    guard let value = UInt32(color.dropFirst(), radix: 16) else { return color }
    func blend(_ shift: UInt32) -> UInt32 {
      let channel = Double((value >> shift) & 0xFF)
      let moved = channel + (Double(target) - channel) * amount
      return UInt32(moved.rounded()) << shift
    }
    let mixed: UInt32 = blend(16) | blend(8) | blend(0)
    let digits = String(mixed, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 6 - digits.count) + digits
  }
}
