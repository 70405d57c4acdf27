import CQRencode

/// A QR code as inline SVG, drawn with libqrencode (Debian's `libqrencode-dev`): one square per dark module, a
/// quiet zone of four modules, 30 mm wide on an 80 mm receipt.
enum QRCodeSVG {
  /// The dark modules of `text`'s QR code (error correction M), row by row; nil when libqrencode cannot encode it.
  static func modules(of text: String) -> [[Bool]]? {
    guard let code = QRcode_encodeString(text, 0, QR_ECLEVEL_M, QR_MODE_8, 1) else { return nil }
    defer { QRcode_free(code) }
    let width = Int(code.pointee.width)
    let data = code.pointee.data!
    return (0..<width).map { y in (0..<width).map { x in data[y * width + x] & 1 == 1 } }
  }

  static func svg(of text: String) -> String? {
    guard let modules = modules(of: text) else { return nil }
    let size = modules.count + 8
    var path = ""
    for (y, row) in modules.enumerated() {
      for (x, dark) in row.enumerated() where dark { path += "M\(x + 4) \(y + 4)h1v1h-1z" }
    }
    return "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(size) \(size)\" width=\"30mm\" height=\"30mm\" "
      + "shape-rendering=\"crispEdges\" role=\"img\" aria-label=\"QR\"><rect width=\"\(size)\" height=\"\(size)\" "
      + "fill=\"#fff\"/><path d=\"\(path)\" fill=\"#000\"/></svg>"
  }
}
