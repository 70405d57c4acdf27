import Foundation
import MeowlsKit
import MeowlsWeb
import Synchronization

/// The till's browser sessions (the staff at its counter), one file per session in the data directory, each
/// replaced durably (`FileSecureStore`: written 0600, flushed, renamed, the directory flushed), so a restart or a
/// power cut keeps every session whose change was answered. A till has a handful of sessions, so a whole record per file is cheap, and
/// the one till process that holds the directory (`TillDirectory`'s lock) is the only writer.
///
/// A change of one of `unflushedKeys` only replaces the file atomically, without flushing it: the till's open basket
/// is written at every scan, a flush costs about 15 ms on a virtual machine's disk (most of a scan's time), and a
/// basket lost to a power cut is scanned again, while a crash or a SIGKILL of the till still keeps it. The next
/// flushed change of the session (a sign-in, a sale's end) flushes the basket with it.
public final class FileWebSessionStore: WebSessionStore {
  /// The directory of the session files.
  public let directory: URL
  /// The values whose changes are not flushed to the disk.
  public let unflushedKeys: Set<String>
  private let files: FileSecureStore
  // NB: read-modify-write of one record must not interleave with another request's on the same record.
  private let lock = Mutex(())

  /// Sessions in `directory`, created (0700) when missing.
  public init(directory: URL, unflushedKeys: Set<String> = [], flush: FileFlush = .live) throws {
    self.directory = directory
    self.unflushedKeys = unflushedKeys
    files = try FileSecureStore(directory: directory, flush: flush)
  }

  public func create(_ record: WebSessionRecord) throws {
    try lock.withLock { _ in try save(record) }
  }

  public func delete(_ id: String) throws {
    try lock.withLock { _ in try remove(id) }
  }

  public func deleteIdle(before date: Date) throws {
    try lock.withLock { _ in
      for id in try ids() where (try read(id)?.lastSeen ?? .distantPast) < date { try remove(id) }
    }
  }

  public func load(_ id: String) throws -> WebSessionRecord? {
    try lock.withLock { _ in try read(id) }
  }

  public func setValue(_ data: Data?, forKey key: String, session id: String) throws {
    try lock.withLock { _ in
      guard var record = try read(id) else { return }
      record.values[key] = data
      try save(record, flushed: !unflushedKeys.contains(key))
    }
  }

  public func touch(_ id: String, at date: Date) throws {
    try lock.withLock { _ in
      guard var record = try read(id) else { return }
      record.lastSeen = date
      try save(record)
    }
  }

  /// A session's key in `files`; nil for an id that is not a session token (hex), which never names a file.
  private func key(_ id: String) -> String? {
    guard (1...128).contains(id.utf8.count), id.utf8.allSatisfy({ Self.hex.contains($0) }) else { return nil }
    return id + ".json"
  }

  private static let hex = Set("0123456789abcdefABCDEF".utf8)

  private func ids() throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory.path).compactMap { name in
      guard name.hasSuffix(".json"), !name.hasPrefix(".") else { return nil }
      return String(name.dropLast(5))
    }
  }

  private func read(_ id: String) throws -> WebSessionRecord? {
    guard let key = key(id), let data = try files.data(forKey: key) else { return nil }
    let stored = try JSONDecoder().decode(StoredSession.self, from: data)
    return WebSessionRecord(
      id: id, csrfToken: stored.csrfToken, lastSeen: Date(timeIntervalSince1970: stored.lastSeen),
      values: stored.values)
  }

  private func save(_ record: WebSessionRecord, flushed: Bool = true) throws {
    guard let key = key(record.id) else { throw FileWebSessionStoreError.badID }
    let stored = StoredSession(
      csrfToken: record.csrfToken, lastSeen: record.lastSeen.timeIntervalSince1970, values: record.values)
    try files.setData(try JSONEncoder().encode(stored), forKey: key, flushed: flushed)
  }

  private func remove(_ id: String) throws {
    guard let key = key(id) else { return }
    try files.setData(nil, forKey: key)
  }

  /// A session as its file holds it (the id is the file's name).
  private struct StoredSession: Codable {
    var csrfToken: String
    var lastSeen: Double
    var values: [String: Data]
  }
}

/// A session id that is not a session token.
enum FileWebSessionStoreError: Error {
  case badID
}
