/// A banner in `banners.json`: top-level entries have a place type; `children` are their slides or cards.
struct DemoBannerData: Decodable {
  /// `roots` shows the root categories.
  var categories: String?
  var children: [DemoBannerData]?
  var image: String?
  var placeType: DemoBannerPlaceType?
  var products: DemoProductSelectionData?
  var redirect: DemoRedirectData?
  var title: String?
  var uiSettings: DemoBannerUISettings?
}
