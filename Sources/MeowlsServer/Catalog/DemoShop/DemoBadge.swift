import Foundation

/// A badge shown on variants (`badges` table; unique by title and text).
public struct DemoBadge: Equatable, Sendable {
  /// `#RRGGBB`.
  public var backgroundColor: String
  public var id: UUID
  public var text: String?
  /// `#RRGGBB`.
  public var tintColor: String
  public var title: String

  public init(backgroundColor: String, id: UUID, text: String?, tintColor: String, title: String) {
    self.backgroundColor = backgroundColor
    self.id = id
    self.text = text
    self.tintColor = tintColor
    self.title = title
  }
}
