/// One item of an error body's `failures`: `{"field": …, "failure": …?}`.
public struct ErrorFailure: Codable, Hashable, Sendable {
  /// The detail, e.g. `"Field is empty"`; may be omitted.
  public var failure: String?
  /// The field or subject, e.g. `"ID"`, `"Phone number"` or a product name.
  public var field: String

  /// A failure item.
  public init(failure: String? = nil, field: String) {
    self.failure = failure
    self.field = field
  }

  enum CodingKeys: String, CodingKey {
    case failure
    case field
  }
}
