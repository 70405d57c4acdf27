import Foundation
import MeowlsAPI
import MeowlsKit

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The till's one data directory: its identity (`till.json`), the register's catalogue snapshot and sale queue, the
/// staff session and the browser sessions. Opening it takes an exclusive lock (`flock` on `till.lock`) that the
/// process holds until it exits, so a second till on the same directory is refused rather than writing beside the
/// first; the kernel drops the lock when the process dies, even by SIGKILL, so a crash never leaves it stale.
public final class TillDirectory: Sendable {
  /// The directory.
  public let url: URL
  /// Whose directory it is.
  public let identity: TillIdentity
  private let lock: Int32

  static let identityFile = "till.json"
  static let lockFile = "till.lock"

  /// Opens (creating it, 0700, when missing) and locks `url` for `identity`; writes the identity on first start.
  ///
  /// - Throws: `TillStartError`: another process holds the directory, it belongs to another register or server,
  ///   or it cannot be created, locked or read.
  public init(url: URL, identity: TillIdentity) throws(TillStartError) {
    let path = url.path
    do {
      try FileManager.default.createDirectory(
        at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .directory(path: path, reason: "\(error.localizedDescription)")
    }
    let lock = open(url.appendingPathComponent(Self.lockFile).path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    guard lock >= 0 else { throw .directory(path: path, reason: String(cString: strerror(errno))) }
    guard flock(lock, LOCK_EX | LOCK_NB) == 0 else {
      let code = errno
      close(lock)
      if code == EWOULDBLOCK { throw .inUse(path: path) }
      throw .directory(path: path, reason: String(cString: strerror(code)))
    }
    do {
      try Self.claim(url, for: identity)
    } catch {
      close(lock)
      throw error
    }
    self.url = url
    self.identity = identity
    self.lock = lock
  }

  deinit {
    close(lock)
  }

  /// Where the register's catalogue snapshot and sale queue are kept.
  public var register: URL { url.appendingPathComponent("register", isDirectory: true) }
  /// Where the staff session (the till's credentials) is kept.
  public var credentials: URL { url.appendingPathComponent("credentials", isDirectory: true) }
  /// Where the browsers' sessions are kept.
  public var sessions: URL { url.appendingPathComponent("sessions", isDirectory: true) }

  /// Checks the recorded identity against `identity`, or records it when there is none yet.
  private static func claim(_ url: URL, for identity: TillIdentity) throws(TillStartError) {
    let file = url.appendingPathComponent(identityFile)
    guard FileManager.default.fileExists(atPath: file.path) else {
      do {
        let encoder = JSONEncoder.meowls
        encoder.outputFormatting.insert(.sortedKeys)
        try FileSecureStore(directory: url).setData(try encoder.encode(identity), forKey: identityFile)
      } catch {
        throw .directory(path: url.path, reason: "\(error)")
      }
      return
    }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw .identityUnreadable(path: url.path, reason: error.localizedDescription)
    }
    let found: TillIdentity
    do {
      found = try JSONDecoder.meowls.decode(TillIdentity.self, from: data)
    } catch {
      throw .identityUnreadable(path: url.path, reason: "not a till identity")
    }
    guard found.registerID == identity.registerID else {
      throw .otherRegister(path: url.path, found: found.registerID, asked: identity.registerID)
    }
    guard found.server == identity.server else {
      throw .otherServer(path: url.path, found: found.server, asked: identity.server)
    }
  }
}
