import Foundation
import MeowlsKit

/// Settings decoded once per distinct stored form: every guest in Москва stores the same bytes for their city, and
/// decoding them with Foundation's JSON decoder was a tenth of a listing page filled from its template. Bounded:
/// when full it starts again empty.
final class SettingsMemo<Value: Decodable & Sendable>: @unchecked Sendable {
  // NB: `@unchecked` because `values` is only touched under `lock`.
  private let lock = NSLock()
  private var values: [Data: Value] = [:]
  let limit: Int

  init(limit: Int = 1_024) {
    self.limit = limit
  }

  /// The value `settings` holds under `key`, as the kit would read it; nil when absent or unreadable.
  func value(in settings: some SettingsStore, forKey key: SettingsKey) -> Value? {
    guard let data = settings.data(forKey: key) else { return nil }
    if let known = lock.withLock({ values[data] }) { return known }
    guard let value = settings.value(Value.self, forKey: key) else { return nil }
    lock.withLock {
      if values.count >= limit { values.removeAll(keepingCapacity: true) }
      values[data] = value
    }
    return value
  }

  /// How many stored forms are remembered (tests).
  var count: Int { lock.withLock { values.count } }
}
