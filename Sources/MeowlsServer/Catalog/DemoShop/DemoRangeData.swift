/// An inclusive integer range in a data file: `{"min": 3, "max": 60}`.
struct DemoRangeData: Decodable, Equatable {
  var max: Int
  var min: Int
}
