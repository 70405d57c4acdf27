import Foundation

/// A `SecureStore` that keeps everything in memory: previews, tests, and apps that must not persist secrets.
public final class InMemorySecureStore: SecureStore, @unchecked Sendable {
  // NB: `@unchecked` because `values` is only touched under `lock`.
  private let lock = NSLock()
  private var values: [String: Data]

  /// A store holding `values`.
  public init(_ values: [String: Data] = [:]) {
    self.values = values
  }

  public func data(forKey key: String) throws -> Data? {
    lock.withLock { values[key] }
  }

  public func setData(_ data: Data?, forKey key: String) throws {
    lock.withLock { values[key] = data }
  }
}
