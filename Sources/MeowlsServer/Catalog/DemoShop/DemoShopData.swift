/// A shop or the warehouse in `shops.json`; `city` is a city name from `cities.json`.
struct DemoShopData: Decodable {
  var address: String
  var city: String
  var hours: DemoHoursData
  var latitude: Double
  var longitude: Double
  var name: String
  var phone: String
}
