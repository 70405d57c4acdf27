/// A products collection of a redirect in `banners.json`: a category path and/or a search query.
struct DemoProductsSetData: Decodable {
  var category: String?
  var name: String
  var query: String?
}
