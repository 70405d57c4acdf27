/// `shops.json`: the online warehouse and the shops.
struct DemoShopsFileData: Decodable {
  var shops: [DemoShopData]
  var warehouse: DemoShopData
}
