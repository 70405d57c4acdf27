import Foundation

/// The customer's recent searches, newest first, kept in the `SettingsStore` (the earlier app had none).
public struct SearchHistory: Sendable {
  /// How many queries are kept.
  public static var limit: Int { 20 }

  private let settings: any SettingsStore

  /// The history stored in `settings`.
  public init(settings: any SettingsStore) {
    self.settings = settings
  }

  /// The queries, newest first.
  public var queries: [String] {
    settings.value([String].self, forKey: .searchHistory) ?? []
  }

  /// Puts a query first (trimmed; a repeat, ignoring case, moves up instead of appearing twice).
  public func record(_ query: String) {
    let trimmed = query.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !trimmed.isEmpty else { return }
    let others = queries.filter { $0.lowercased() != trimmed.lowercased() }
    settings.setValue(Array(([trimmed] + others).prefix(Self.limit)), forKey: .searchHistory)
  }

  /// Forgets one query.
  public func remove(_ query: String) {
    settings.setValue(queries.filter { $0 != query }, forKey: .searchHistory)
  }

  /// Forgets every query.
  public func clear() {
    settings.setValue([String]?.none, forKey: .searchHistory)
  }
}
