/// One string or a list of strings in a data file (`"пауч"` or `["беззерновой", "гипоаллергенный"]`).
struct DemoStringList: Decodable, Equatable {
  var values: [String]

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if let single = try? container.decode(String.self) {
      values = [single]
    } else {
      values = try container.decode([String].self)
    }
  }
}
