/// Where a top-level main-page banner is placed (`PlaceType`).
public enum DemoBannerPlaceType: String, Codable, CaseIterable, Equatable, Sendable {
  case bannersHorizontal = "banners_horizontal"
  case bannersVertical = "banners_vertical"
  case categories
  case productsCollection = "products_collection"
  case singleBanner = "single_banner"
}
