import MeowlsAPI

/// Builds the absolute URLs of a catalogue image in the four sizes of api.md §5.2. The server itself serves them
/// under `/static/catalog/` (see `StaticImageHandler`); `key` names what the image shows, e.g. `product-<code>`,
/// `category-<code>`, `banner-<code>`, `sale-<code>`, or an uploaded picture, `picture-<sha256>`.
///
/// NB: the URLs name no file type: they answer JPEG, or WebP to clients that accept it, never SVG, which the
/// original iOS app's image loader cannot draw.
public struct CatalogImageURLs: Sendable, Equatable {
  /// The server's public base URL without a trailing slash, e.g. `http://127.0.0.1:8080`.
  public let publicURL: String

  public init(publicURL: String) {
    var base = publicURL
    while base.hasSuffix("/") { base.removeLast() }
    self.publicURL = base
  }

  /// Pixel sizes of the scaled variants, as they appear in the URL path.
  public static let sizes = ["192x200", "480x480", "700x700"]

  /// All four sizes of one image.
  public func image(forKey key: String) -> Image {
    Image(
      large: "\(publicURL)/static/catalog/700x700/\(key)",
      medium: "\(publicURL)/static/catalog/480x480/\(key)",
      original: "\(publicURL)/static/catalog/\(key)",
      small: "\(publicURL)/static/catalog/192x200/\(key)")
  }

  /// Only the original size (banners and sales, as in the contract's examples).
  public func originalOnly(forKey key: String) -> Image {
    Image(original: "\(publicURL)/static/catalog/\(key)")
  }
}
