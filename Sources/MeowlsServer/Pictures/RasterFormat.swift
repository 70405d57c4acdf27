/// The formats pictures are served in: WebP to clients that say they accept it, JPEG to every other (the original
/// iOS app's loader among them).
enum RasterFormat: String, Sendable, CaseIterable {
  case jpeg
  case webp

  var contentType: String { "image/\(rawValue)" }

  /// WebP when `accept` lists `image/webp` with a quality above 0. NB: `image/*` and `*/*` do not count: clients
  /// that cannot decode WebP send them too.
  init(accept: String?) {
    let offersWebP = (accept ?? "").split(separator: ",").contains { item in
      let parts = item.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
      guard parts.first == "image/webp" else { return false }
      let quality = parts.dropFirst().first { $0.hasPrefix("q=") }.flatMap { Double($0.dropFirst(2)) } ?? 1
      return quality > 0
    }
    self = offersWebP ? .webp : .jpeg
  }
}

extension ImageSize {
  /// Every wire size, the largest first (each is cut from the one before it).
  static let wire: [ImageSize] = [.original, .large, .medium, .small]

  /// How the size is named in storage and URLs: `192x200`, `480x480`, `700x700`, `original`.
  var name: String {
    switch self {
    case .small: "192x200"
    case .medium: "480x480"
    case .large: "700x700"
    case .original: "original"
    }
  }
}
