/// A delivery interval in `intervals.json`.
struct DemoIntervalData: Decodable {
  var from: String
  var to: String
}
