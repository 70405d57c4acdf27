import Foundation

/// A list the API answers whole (promo codes, staff), searched and paged on this side: a page of the rows that
/// match, 30 at a time, so a long list reads like the lists the API pages itself.
public struct AdminLocalList<Row: Equatable & Sendable>: Equatable, Sendable {
  public static var perPage: Int { 30 }

  /// The rows that match, in the API's order.
  public var matching: [Row]
  /// The page shown (1-based), within the pages there are.
  public var page: Int

  public init(_ rows: [Row], page: Int, where matches: (Row) -> Bool) {
    self.matching = rows.filter(matches)
    self.page = min(max(page, 1), max(1, (matching.count + Self.perPage - 1) / Self.perPage))
  }

  /// How many pages the matching rows take (at least one).
  public var pageCount: Int { max(1, (matching.count + Self.perPage - 1) / Self.perPage) }

  /// The rows of the page shown.
  public var rows: ArraySlice<Row> {
    let start = (page - 1) * Self.perPage
    return matching[start..<min(start + Self.perPage, matching.count)]
  }

  /// Whether `text` (trimmed, any letter case) is in one of `fields`; an empty `text` matches every row.
  public static func text(_ text: String, in fields: [String?]) -> Bool {
    let text = text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty else { return true }
    return fields.contains { $0?.localizedCaseInsensitiveContains(text) == true }
  }
}
