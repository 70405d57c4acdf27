/// A section template of a kit; `text` is HTML with `{placeholders}`.
struct DemoSectionData: Decodable {
  var link: String?
  var text: String
  var title: String
  var type: DemoSectionType
}
