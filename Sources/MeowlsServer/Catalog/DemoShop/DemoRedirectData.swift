/// A banner redirect in `banners.json`; `sale` is a sale code.
struct DemoRedirectData: Decodable {
  var objectType: DemoBannerObjectType
  var productsSet: DemoProductsSetData?
  var sale: String?
  var type: DemoBannerRedirectType
  var url: String?
}
