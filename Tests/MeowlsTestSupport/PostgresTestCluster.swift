import Foundation
import MeowlsServer
import Synchronization

/// One throw-away PostgreSQL cluster per test process (`Scripts/pg-cluster.sh`, stopped when the process exits),
/// and a fresh database in it for each test. A test that needs it fails, never skips, when it cannot start.
public enum PostgresTestCluster {
  public enum Failure: Error, CustomStringConvertible {
    case cannotStart(String)

    public var description: String {
      switch self {
      case .cannotStart(let output): "the throw-away PostgreSQL cluster did not start: \(output)"
      }
    }
  }

  /// The URL of the cluster's `postgres` database, from the one start of this process.
  public static let serverURL: Result<String, Failure> = start()

  /// CREATE DATABASE copies `template1` and refuses while another copy of it is under way, so tests take turns.
  private static let creating = Mutex(())

  /// A database of its own for one test, with `connections` pooled connections.
  public static func freshDatabase(connections: Int = 2) throws -> PostgresDatabase {
    try PostgresDatabase(url: freshDatabaseURL(), connections: connections)
  }

  /// The URL of a new empty database of its own for one test (to give a server as its `--db`). With `owner`, the
  /// database belongs to a new role of that name that is no superuser, and the URL signs in as it.
  public static func freshDatabaseURL(owner: String? = nil) throws -> String {
    let url = try serverURL.get()
    let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    try creating.withLock { _ in
      let server = try DatabaseLocation(url).open(connections: 1)
      defer { server.close() }
      try server.withConnection { connection in
        if let owner { try connection.executeScript("CREATE ROLE \(owner) LOGIN NOSUPERUSER") }
        try connection.executeScript("CREATE DATABASE \(name)" + (owner.map { " OWNER \($0)" } ?? ""))
      }
    }
    let database = try databaseURL(name)
    return owner.map { database.replacingOccurrences(of: "://postgres@", with: "://\($0)@") } ?? database
  }

  /// The URL of database `name` in the cluster.
  public static func databaseURL(_ name: String) throws -> String {
    let url = try serverURL.get()
    return url[..<(url.lastIndex(of: "/") ?? url.endIndex)] + "/" + name
  }

  private static func start() -> Result<String, Failure> {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
      "meowls-pg-test-\(UUID().uuidString)")
    // NB: through popen, not Foundation's Process: its waitUntilExit never saw the script exit when called from
    // this one-time initializer while other tests waited on it.
    let script = root.appendingPathComponent("Scripts/pg-cluster.sh").path
    let command = "'\(script)' start '\(directory.path)' \(ProcessInfo.processInfo.processIdentifier) 2>&1"
    guard let pipe = popen(command, "r") else { return .failure(.cannotStart("cannot run \(script)")) }
    var output: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = fread(&buffer, 1, buffer.count, pipe)
      if count <= 0 { break }
      output += buffer[..<count]
    }
    let status = pclose(pipe)
    let text = String(decoding: output, as: UTF8.self)
    let lines = text.split(whereSeparator: \.isNewline)
    guard status == 0, let url = lines.last, url.hasPrefix("postgres://") else {
      return .failure(.cannotStart(text))
    }
    return .success(String(url))
  }
}
