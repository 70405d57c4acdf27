/// A named set of section templates with default placeholder texts (`sections.json`).
struct DemoSectionKitData: Decodable {
  var sections: [DemoSectionData]
  var texts: [String: String]?
}
