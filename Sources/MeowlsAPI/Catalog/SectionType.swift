/// How a product section is shown: `text_expandable` or `text_modal`.
public enum SectionType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `text_expandable`: inline, folds open.
  case textExpandable = "text_expandable"
  /// `text_modal`: opens a sheet.
  case textModal = "text_modal"
}
