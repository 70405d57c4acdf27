/// How a product section is presented (`SectionType`).
public enum DemoSectionType: String, Codable, CaseIterable, Equatable, Sendable {
  case textExpandable = "text_expandable"
  case textModal = "text_modal"
}
