import Foundation

/// Where secrets live: session tokens and the stored session (Keychain on Apple platforms, a 0600 file on Linux).
public protocol SecureStore: Sendable {
  /// The data stored under `key`, or nil.
  func data(forKey key: String) throws -> Data?
  /// Stores `data` under `key`; nil deletes it.
  func setData(_ data: Data?, forKey key: String) throws
}

extension SecureStore {
  /// A JSON value stored under `key` (`JSONDecoder.meowls`); nil when absent or unreadable.
  func value<Value: Decodable>(_ type: Value.Type, forKey key: String) -> Value? {
    guard let data = try? data(forKey: key) else { return nil }
    return try? JSONCoding.decoder.decode(Value.self, from: data)
  }

  /// Stores a JSON value under `key`; nil deletes it.
  func setValue<Value: Encodable>(_ value: Value?, forKey key: String) throws {
    try setData(try value.map { try JSONCoding.encoder.encode($0) }, forKey: key)
  }
}
