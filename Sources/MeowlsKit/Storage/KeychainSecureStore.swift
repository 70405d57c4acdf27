#if canImport(Security)
  import Foundation
  import Security

  /// A `SecureStore` in the Keychain: generic passwords of one service, readable after the first unlock.
  public struct KeychainSecureStore: SecureStore {
    /// The Keychain service, e.g. `com.meowls.store`.
    public let service: String

    /// A store for `service`.
    public init(service: String) {
      self.service = service
    }

    public func data(forKey key: String) throws -> Data? {
      var query = baseQuery(forKey: key)
      query[kSecReturnData as String] = true
      query[kSecMatchLimit as String] = kSecMatchLimitOne
      var result: AnyObject?
      let status = SecItemCopyMatching(query as CFDictionary, &result)
      if status == errSecItemNotFound { return nil }
      guard status == errSecSuccess else { throw KeychainError(status: status) }
      return result as? Data
    }

    public func setData(_ data: Data?, forKey key: String) throws {
      let query = baseQuery(forKey: key)
      guard let data else {
        let status = SecItemDelete(query as CFDictionary)
        guard status == errSecSuccess || status == errSecItemNotFound else { throw KeychainError(status: status) }
        return
      }
      let attributes: [String: Any] = [
        kSecValueData as String: data,
        kSecAttrAccessible as String: kSecAttrAccessibleAfterFirstUnlockThisDeviceOnly,
      ]
      var status = SecItemUpdate(query as CFDictionary, attributes as CFDictionary)
      if status == errSecItemNotFound {
        status = SecItemAdd(query.merging(attributes) { _, new in new } as CFDictionary, nil)
      }
      guard status == errSecSuccess else { throw KeychainError(status: status) }
    }

    private func baseQuery(forKey key: String) -> [String: Any] {
      [
        kSecClass as String: kSecClassGenericPassword,
        kSecAttrService as String: service,
        kSecAttrAccount as String: key,
      ]
    }
  }

  /// A Keychain call that failed, with its `OSStatus`.
  public struct KeychainError: Error, Hashable, Sendable {
    /// The status the Keychain returned.
    public var status: OSStatus
  }
#endif
