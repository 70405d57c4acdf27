/// A language of the apps' texts; also sent as `Accept-Language`. Russian is the default.
public enum AppLanguage: String, CaseIterable, Codable, Hashable, Sendable {
  /// English.
  case en
  /// Russian.
  case ru
}
