import Foundation

/// One row of the back office's audit log (`GET /admin/audit`): who changed what, when, and how it looked before and
/// after: `{action, actor, after?, before?, id, recorded_at, subject_id, subject_type}`.
public struct AuditEntry: Codable, Hashable, Sendable {
  /// What was done, dotted: `product.create`, `category.move`, `stock.receive`.
  public var action: String
  /// Who: `staff:<id>` for a signed-in member, `console` for the `meowls` command.
  public var actor: String
  /// The thing after the change (an `AdminProduct`, an `AdminCategory`, a `StockChange`).
  public var after: AuditJSON?
  /// The thing before the change; nil for a creation.
  public var before: AuditJSON?
  /// The row's number; later rows have larger ones.
  public var id: Int
  /// When, to the second.
  public var recordedAt: Date
  /// The changed thing's id (a product's, a category's, a variant's).
  public var subjectID: String
  /// `product`, `category` or `stock`.
  public var subjectType: String

  /// An audit row.
  public init(
    action: String, actor: String, after: AuditJSON? = nil, before: AuditJSON? = nil, id: Int, recordedAt: Date,
    subjectID: String, subjectType: String
  ) {
    self.action = action
    self.actor = actor
    self.after = after
    self.before = before
    self.id = id
    self.recordedAt = recordedAt
    self.subjectID = subjectID
    self.subjectType = subjectType
  }

  enum CodingKeys: String, CodingKey {
    case action
    case actor
    case after
    case before
    case id
    case recordedAt = "recorded_at"
    case subjectID = "subject_id"
    case subjectType = "subject_type"
  }
}
