/// A sale in `sales.json`, its dates relative to the load day.
struct DemoSaleData: Decodable {
  var code: String
  /// `#RRGGBB` of the sale badge.
  var color: String
  var disclaimer: String
  var discountPercent: Int
  var endOffsetDays: Int
  var image: String
  var products: DemoProductSelectionData
  var saleType: DemoSaleType
  var startOffsetDays: Int
  var title: String
}
