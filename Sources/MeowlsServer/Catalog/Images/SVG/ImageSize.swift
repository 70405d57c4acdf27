/// The sizes the server draws a catalogue picture in (api.md §5.2), as they appear in the URL path.
enum ImageSize: Equatable, Sendable {
  case small
  case medium
  case large
  case original

  /// The path segment before the file name (`192x200`), or nil for the original, which has none.
  init?(pathSegment: String?) {
    switch pathSegment {
    case nil: self = .original
    case "192x200": self = .small
    case "480x480": self = .medium
    case "700x700": self = .large
    default: return nil
    }
  }

  /// Pixel width and height; the original of a wide picture (banner, sale) is a 2:1 slide.
  func dimensions(wide: Bool) -> (width: Int, height: Int) {
    switch self {
    case .small: (192, 200)
    case .medium: (480, 480)
    case .large: (700, 700)
    case .original: wide ? (1200, 600) : (1000, 1000)
    }
  }
}
