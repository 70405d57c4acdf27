import Foundation
import MeowlsAPI

/// How `meowls till` runs: which register of which server, where its state lives, how often its loop beats.
public struct TillSettings: Equatable, Sendable {
  /// The data directory (one register's).
  public var dataDirectory: URL
  /// Seconds between the app loop's beats (catalogue refresh, queue replay).
  public var heartbeat: TimeInterval
  /// The register this till sells for.
  public var registerID: Register.ID
  /// Seconds after a failed sale before the register tries the server again on its own.
  public var retryInterval: TimeInterval
  /// The central server, normalised.
  public var server: URL

  public init(
    dataDirectory: URL, heartbeat: TimeInterval = 5, registerID: Register.ID, retryInterval: TimeInterval = 30,
    server: URL
  ) {
    self.dataDirectory = dataDirectory
    self.heartbeat = heartbeat
    self.registerID = registerID
    self.retryInterval = retryInterval
    self.server = server
  }

  /// The identity the data directory must carry.
  public var identity: TillIdentity { TillIdentity(registerID: registerID, server: server.absoluteString) }

  /// The per-user data directory: `$XDG_DATA_HOME/meowls/till`, else `~/.local/share/meowls/till`.
  public static func defaultDataDirectory(environment: [String: String]) -> URL {
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      return URL(fileURLWithPath: data).appendingPathComponent("meowls/till", isDirectory: true)
    }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/meowls/till", isDirectory: true)
  }
}
