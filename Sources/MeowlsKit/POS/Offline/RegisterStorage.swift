import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where a register keeps what must outlive the app: its shop's catalogue snapshot and its queue of sales waiting
/// for the server. Each document is written whole and atomically (a crash leaves the old one or the new one, never
/// half), so tearing the register down and building it again from disk loses nothing that was acknowledged.
public protocol RegisterStorage: Sendable {
  /// The bytes of `document`, or nil when it was never written.
  func read(_ document: RegisterDocument) throws -> Data?
  /// Replaces `document` with `data` atomically.
  func write(_ data: Data, to document: RegisterDocument) throws
}

/// A document of the register's storage.
public enum RegisterDocument: String, CaseIterable, Sendable {
  /// The shop's catalogue snapshot (`ShopSnapshot`).
  case catalogue
  /// The sales waiting to be replayed, the refused ones and the managers' resolutions (`SaleQueue`).
  case saleQueue
}

/// The register's documents as files in one directory (created 0700), each replaced atomically: written to a
/// temporary file, flushed to the disk, then renamed over the old one.
public struct FileRegisterStorage: RegisterStorage {
  /// The directory.
  public let directory: URL

  /// Storage in `directory`, created when missing.
  public init(directory: URL) throws {
    self.directory = directory
    try FileManager.default.createDirectory(
      at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
  }

  public func read(_ document: RegisterDocument) throws -> Data? {
    let url = url(of: document)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    return try Data(contentsOf: url)
  }

  public func write(_ data: Data, to document: RegisterDocument) throws {
    let temporary = directory.appendingPathComponent(".\(document.rawValue).json.tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil, attributes: [.posixPermissions: 0o600])
    else { throw CocoaError(.fileWriteNoPermission) }
    let handle = try FileHandle(forWritingTo: temporary)
    do {
      try handle.write(contentsOf: data)
      // NB: flushed before the rename, so a power cut after the rename cannot leave an empty file in its place.
      try handle.synchronize()
      try handle.close()
    } catch {
      try? handle.close()
      throw error
    }
    guard rename(temporary.path, url(of: document).path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    try DirectorySync.flush(directory)
  }

  private func url(of document: RegisterDocument) -> URL {
    directory.appendingPathComponent("\(document.rawValue).json")
  }
}

/// Register storage in memory, for tests: a second register built on the same value sees what the first wrote,
/// as an app restarted on the same disk does.
public final class InMemoryRegisterStorage: RegisterStorage, @unchecked Sendable {
  // NB: `@unchecked` because `documents` is only touched under `lock`.
  private let lock = NSLock()
  private var documents: [RegisterDocument: Data] = [:]

  /// Empty storage.
  public init() {}

  public func read(_ document: RegisterDocument) throws -> Data? {
    lock.withLock { documents[document] }
  }

  public func write(_ data: Data, to document: RegisterDocument) throws {
    lock.withLock { documents[document] = data }
  }
}
