import Foundation
import MeowlsServer
import Synchronization

/// Test servers on PostgreSQL (opt-in: `MEOWLS_TEST_POSTGRES` names a server, as `Scripts/pg-cluster.sh` prints
/// it). A server's database is a fresh PostgreSQL database holding what its SQLite file holds: tests keep building
/// their shops in SQLite files (the demo template, fixtures), and each file's copy becomes a template database
/// once, which every later server with the same file clones in milliseconds.
public enum PostgresTestDatabases {
  /// The server to run test servers on, when the run asks for one: the engine a test chose (`TestEngine.run`), or
  /// else `MEOWLS_TEST_POSTGRES`.
  public static var serverURL: String? {
    switch TestEngine.chosen {
    case .sqlite: nil
    case .postgres: try? PostgresTestCluster.serverURL.get()
    case nil: ProcessInfo.processInfo.environment["MEOWLS_TEST_POSTGRES"].flatMap { $0.isEmpty ? nil : $0 }
    }
  }

  /// Template databases by server and their SQLite file's digest (a run may use two servers: the one
  /// `MEOWLS_TEST_POSTGRES` names and the process's own cluster, for tests that choose their engine).
  private static let templates = Mutex<[String: String]>([:])

  /// A new database on `server` with `migrations` applied and, when `sqlitePath` exists, every row of it.
  public static func database(on server: String, copying sqlitePath: String, migrations: [Migration]) throws
    -> String
  {
    let file = FileManager.default.contents(atPath: sqlitePath)
    let template = try file.map { bytes in
      // NB: one template at a time: CREATE DATABASE refuses a template that another session is still filling.
      try templates.withLock { known in
        let digest = String(ProductPictures.id(of: Array(bytes)).suffix(32))
        if let name = known[server + " " + digest] { return name }
        let name = "template_\(digest)"
        try create(name, on: server, from: nil)
        let target = try DatabaseLocation(url(of: name, on: server)).open(connections: 1)
        defer { target.close() }
        try Migrator(migrations: migrations, clock: .constant(TestClock.defaultStart)).migrate(target)
        let source = try SQLiteDatabase(path: sqlitePath, connections: 1)
        defer { source.close() }
        try copyRows(from: source, to: target)
        known[server + " " + digest] = name
        return name
      }
    }
    let name = "test_" + UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
    try create(name, on: server, from: template)
    return url(of: name, on: server)
  }

  private static func create(_ name: String, on server: String, from template: String?) throws {
    let database = try DatabaseLocation(server).open(connections: 1)
    defer { database.close() }
    try database.withConnection {
      // NB: FILE_COPY copies the template's files; the default (WAL_LOG) writes every page twice, into the log and
      // the files, and a PostgreSQL suite clones a shop of tens of megabytes for each of its eight hundred tests.
      try $0.executeScript(
        "CREATE DATABASE \(name)" + (template.map { " TEMPLATE \($0) STRATEGY = FILE_COPY" } ?? ""))
    }
  }

  private static func url(of name: String, on server: String) -> String {
    server[..<(server.lastIndex(of: "/") ?? server.endIndex)] + "/" + name
  }

  /// Every row of every table of `source` into the same tables of `target` (which the migrations made), in place
  /// of what the migrations put there; triggers and foreign keys wait (`loadingRows`, as `meowls import` loads),
  /// since the rows come in no particular order and their counters are copied as they are.
  private static func copyRows(from source: SQLiteDatabase, to target: any Database) throws {
    let tables = try source.withConnection { connection in
      try connection.query("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'schema_migrations'")
        .map { try $0.string(0) }
    }
    try target.transaction { connection in
      let known = Set(try connection.tableNames())
      try connection.loadingRows {
        for table in tables where known.contains(table) {
          try connection.execute("DELETE FROM \(table)", [])
          try source.withConnection { reader in
            try reader.forEachRow("SELECT * FROM \(table)", []) { row in
              let columns = row.columns.joined(separator: ", ")
              let placeholders = (1...row.columns.count).map { "$\($0)" }.joined(separator: ", ")
              try connection.execute(
                "INSERT INTO \(table) (\(columns)) VALUES (\(placeholders))", row.values)
            }
          }
        }
      }
      try connection.continueNumbering()
    }
  }
}

/// The engine a test's servers run on, for tests that run on each engine whatever the run asks for (several servers
/// on one database, say).
public enum TestEngine: String, CaseIterable, Sendable, CustomStringConvertible {
  case sqlite
  /// A database in this process's throw-away cluster (`PostgresTestCluster`).
  case postgres

  @TaskLocal static var chosen: TestEngine?

  public var description: String { rawValue }

  /// Runs `body` with every `TestServer` it starts on this engine; on PostgreSQL, fails (never skips) when the
  /// cluster cannot start.
  public func run<T>(_ body: () throws -> T) throws -> T {
    if self == .postgres { _ = try PostgresTestCluster.serverURL.get() }
    return try Self.$chosen.withValue(self) { try body() }
  }
}
