import Foundation
import MeowlsKit

/// The kit's "device" for one web session: its secure store and settings, read from the session record and written
/// through to the session store at every change, so a restart (or the next request) finds them.
final class WebDevice: SecureStore, SettingsStore, @unchecked Sendable {
  // NB: `@unchecked` because `values` is only touched under `lock`.
  private let lock = NSLock()
  private let sessionID: String
  private let store: any WebSessionStore
  private var values: [String: Data]

  init(record: WebSessionRecord, store: any WebSessionStore) {
    sessionID = record.id
    values = record.values
    self.store = store
  }

  func data(forKey key: String) throws -> Data? { read("secure." + key) }

  func setData(_ data: Data?, forKey key: String) throws { try write(data, "secure." + key) }

  func data(forKey key: SettingsKey) -> Data? { read(Self.settingsKey(key)) }

  func setData(_ data: Data?, forKey key: SettingsKey) {
    // NB: a settings write cannot report failure (the protocol does not throw); the value stays for this request
    // and the next write tries again.
    try? write(data, Self.settingsKey(key))
  }

  /// The session store's key of a setting.
  static func settingsKey(_ key: SettingsKey) -> String { "settings." + key.rawValue }

  private func read(_ key: String) -> Data? { lock.withLock { values[key] } }

  private func write(_ data: Data?, _ key: String) throws {
    let changed = lock.withLock {
      guard values[key] != data else { return false }
      values[key] = data
      return true
    }
    if changed { try store.setValue(data, forKey: key, session: sessionID) }
  }
}
