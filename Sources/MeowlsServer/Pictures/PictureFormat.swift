/// The picture formats an upload may be in, told from the bytes (never from the `Content-Type` the client sent).
public enum PictureFormat: String, Sendable, CaseIterable {
  case jpeg
  case png
  case webp

  /// The format whose signature `bytes` begin with, or nil (GIF, SVG, HEIC, anything else).
  init?(sniffing bytes: [UInt8]) {
    if bytes.starts(with: [0xFF, 0xD8, 0xFF]) {
      self = .jpeg
    } else if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
      self = .png
    } else if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) {
      self = .webp
    } else {
      return nil
    }
  }
}
