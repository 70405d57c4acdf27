/// A filter property in `properties.json`.
struct DemoPropertyData: Decodable {
  var code: String
  var name: String
  var selectable: Bool
}
