/// How a top-level banner block is laid out: `place_type`.
public enum PlaceType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `banners_horizontal`: an auto-sliding carousel.
  case bannersHorizontal = "banners_horizontal"
  /// `banners_vertical`: a grid of cards.
  case bannersVertical = "banners_vertical"
  /// `categories`: category tiles.
  case categories
  /// `products_collection`: a row of products.
  case productsCollection = "products_collection"
  /// `single_banner`: one picture.
  case singleBanner = "single_banner"
}
