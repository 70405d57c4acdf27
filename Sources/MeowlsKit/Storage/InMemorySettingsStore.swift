import Foundation

/// A `SettingsStore` in memory: tests, previews, and the base of `FileSettingsStore`.
public final class InMemorySettingsStore: SettingsStore, @unchecked Sendable {
  // NB: `@unchecked` because `values` is only touched under `lock`.
  private let lock = NSLock()
  private var values: [String: Data]

  /// A store holding `values` (by key name).
  public init(_ values: [String: Data] = [:]) {
    self.values = values
  }

  public func data(forKey key: SettingsKey) -> Data? {
    lock.withLock { values[key.rawValue] }
  }

  public func setData(_ data: Data?, forKey key: SettingsKey) {
    lock.withLock { values[key.rawValue] = data }
  }

  /// Every value, by key name.
  public var snapshot: [String: Data] { lock.withLock { values } }
}
