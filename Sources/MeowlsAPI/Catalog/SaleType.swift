/// `sale_type`: where a promotion runs.
public enum SaleType: String, Codable, CaseIterable, Hashable, Sendable {
  /// `offline`: in MEOWLS shops.
  case offline
  /// `online`: in the apps (the default of `/sales`).
  case online
}
