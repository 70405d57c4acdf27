import Foundation

/// Where web sessions live: a record per visitor, named by the cookie, holding what the kit keeps on a device
/// (credentials, guest cart and favourites, city, language) one value per key, so two tabs writing different
/// keys never overwrite each other. The command wires a database-backed store; tests use `InMemoryWebSessionStore`.
public protocol WebSessionStore: Sendable {
  /// Adds a new session.
  func create(_ record: WebSessionRecord) throws
  /// Forgets a session and its values.
  func delete(_ id: String) throws
  /// Forgets every session last seen before `date` (idle expiry).
  func deleteIdle(before date: Date) throws
  /// The session `id` with its values, or nil when there is none.
  func load(_ id: String) throws -> WebSessionRecord?
  /// Stores one value of a session; nil removes it.
  func setValue(_ data: Data?, forKey key: String, session id: String) throws
  /// Records that the session was used at `date`.
  func touch(_ id: String, at date: Date) throws
}

/// One visitor's session.
public struct WebSessionRecord: Sendable, Equatable {
  /// The token every form carries (CSRF); random, never the cookie itself.
  public var csrfToken: String
  /// The cookie's value: 256 random bits.
  public var id: String
  public var lastSeen: Date
  /// The device storage, by key.
  public var values: [String: Data]

  public init(id: String, csrfToken: String, lastSeen: Date, values: [String: Data] = [:]) {
    self.csrfToken = csrfToken
    self.id = id
    self.lastSeen = lastSeen
    self.values = values
  }
}

/// Sessions in memory: tests and previews.
public final class InMemoryWebSessionStore: WebSessionStore, @unchecked Sendable {
  // NB: `@unchecked` because `records` is only touched under `lock`.
  private let lock = NSLock()
  private var records: [String: WebSessionRecord] = [:]

  public init() {}

  public func create(_ record: WebSessionRecord) throws { lock.withLock { records[record.id] = record } }

  public func delete(_ id: String) throws { _ = lock.withLock { records.removeValue(forKey: id) } }

  public func deleteIdle(before date: Date) throws {
    lock.withLock { records = records.filter { $0.value.lastSeen >= date } }
  }

  public func load(_ id: String) throws -> WebSessionRecord? { lock.withLock { records[id] } }

  public func setValue(_ data: Data?, forKey key: String, session id: String) throws {
    lock.withLock { records[id]?.values[key] = data }
  }

  public func touch(_ id: String, at date: Date) throws { lock.withLock { records[id]?.lastSeen = date } }

  /// How many sessions there are.
  public var count: Int { lock.withLock { records.count } }
}
