/// `GET /admin/audit`: a page of the audit log, newest first, narrowed by any of the filters:
/// `?action=&actor=&subject_id=&page=&per_page=`.
public struct AuditQuery: Hashable, Sendable {
  /// Only rows of this action (`product.edit`).
  public var action: String?
  /// Only rows by this actor (`staff:<id>`, `console`).
  public var actor: String?
  public var page: PageRequest
  /// Only rows about this product, category or variant.
  public var subjectID: String?

  /// A query.
  public init(action: String? = nil, actor: String? = nil, page: PageRequest = PageRequest(), subjectID: String? = nil)
  {
    self.action = action
    self.actor = actor
    self.page = page
    self.subjectID = subjectID
  }
}

extension AuditQuery {
  /// Reads the query; texts are cut to 100 characters, a non-integer page answers 400.
  init(_ input: RouteInput) throws(RouteMatchError) {
    self.init(
      action: input.last("action").map { String($0.prefix(100)) },
      actor: input.last("actor").map { String($0.prefix(100)) }, page: try input.page(),
      subjectID: input.last("subject_id").map { String($0.prefix(100)) })
  }

  var items: [QueryItem] {
    [
      action.map { QueryItem(name: "action", value: $0) },
      actor.map { QueryItem(name: "actor", value: $0) },
      subjectID.map { QueryItem(name: "subject_id", value: $0) },
    ].compactMap { $0 } + .page(page)
  }
}
