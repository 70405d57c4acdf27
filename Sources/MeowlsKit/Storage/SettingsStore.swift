import Foundation

/// Small, non-secret app state that survives a restart (a UserDefaults-like store): the chosen city, guest
/// favourites, the guest cart, search history.
public protocol SettingsStore: Sendable {
  /// The data stored under `key`, or nil.
  func data(forKey key: SettingsKey) -> Data?
  /// Stores `data` under `key`; nil removes it.
  func setData(_ data: Data?, forKey key: SettingsKey)
}

extension SettingsStore {
  /// A JSON value stored under `key`; nil when absent or unreadable.
  public func value<Value: Decodable>(_ type: Value.Type, forKey key: SettingsKey) -> Value? {
    data(forKey: key).flatMap { try? JSONCoding.decoder.decode(Value.self, from: $0) }
  }

  /// Stores a JSON value under `key`; nil removes it.
  public func setValue<Value: Encodable>(_ value: Value?, forKey key: SettingsKey) {
    setData(value.flatMap { try? JSONCoding.encoder.encode($0) }, forKey: key)
  }
}

/// The name of a setting.
public struct SettingsKey: RawRepresentable, Hashable, Sendable {
  /// The name as stored.
  public var rawValue: String

  /// A setting named `rawValue`.
  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The guest cart's lines and promo code (`GuestCart`).
  public static let guestCart = SettingsKey(rawValue: "guestCart")
  /// The guest's favourite product ids, newest first.
  public static let guestFavorites = SettingsKey(rawValue: "guestFavorites")
  /// The language the user chose (`AppLanguage`).
  public static let language = SettingsKey(rawValue: "language")
  /// The chosen city (`City`).
  public static let region = SettingsKey(rawValue: "region")
  /// Recent search queries, newest first.
  public static let searchHistory = SettingsKey(rawValue: "searchHistory")
}
