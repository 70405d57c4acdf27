import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// `DatabaseExport` and `DatabaseImport` on SQLite: what is refused, what is kept, what a cut file leaves.
@Suite struct DatabaseTransferTests {
  let folder: TemporaryDirectory
  let clock = Clock.constant(TestClock.defaultStart)

  let latest = Schema.migrations.map(\.version).max() ?? 0

  init() throws {
    folder = try TemporaryDirectory()
  }

  /// A new SQLite database in the folder, migrated with `migrations` and, when `demo`, holding the demo shop.
  func database(_ name: String, migrations: [Migration] = Schema.migrations, demo: Bool = false) throws
    -> SQLiteDatabase
  {
    if demo { try TransferDemoShop.copy(to: folder.path(name)) }
    let database = try SQLiteDatabase(path: folder.path(name), connections: 1)
    try Migrator(migrations: migrations, clock: clock).migrate(database)
    return database
  }

  func export(_ database: any Database, _ name: String) throws -> String {
    let path = folder.path(name)
    _ = try DatabaseExport.write(database, to: path)
    return path
  }

  func load(_ path: String, into database: any Database, replace: Bool = false) throws -> DatabaseImport.Summary {
    try DatabaseImport.load(from: path, into: database, migrations: Schema.migrations, clock: clock, replace: replace)
  }

  func lines(_ path: String) throws -> [String] {
    try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
  }

  func write(_ lines: [String], _ name: String) throws -> String {
    let path = folder.path(name)
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func products(_ database: any Database) throws -> Int {
    try database.withConnection { try DatabaseImport.count("products", $0) }
  }

  @Test func theDemoShopExportedAndImportedIntoAnEmptyDatabaseExportsTheSameBytes() throws {
    let file = try TransferDemoShop.export()
    let copy = try database("copy.sqlite")
    let summary = try load(file, into: copy)
    #expect(summary.rows > 715)
    #expect(summary.migrationsAfter == 0)
    let again = try export(copy, "copy.meowls")
    #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: file)))
  }

  @Test func anImportRefusesADatabaseThatHoldsAShopUnlessToldToReplaceIt() throws {
    let file = try TransferDemoShop.export()
    let other = try database("other.sqlite", demo: true)
    _ = try other.transaction { try $0.execute("UPDATE products SET name = 'renamed'", []) }
    #expect(throws: TransferError.self) { try load(file, into: other) }
    #expect(try other.withConnection { try $0.first("SELECT MIN(name) FROM products")?.string(0) } == "renamed")
    _ = try load(file, into: other, replace: true)
    let replaced = try export(other, "replaced.meowls")
    #expect(try lines(replaced) == lines(file))
  }

  @Test func anImportRefusesAFileOfANewerSchemaAndTouchesNothing() throws {
    var lines = try lines(try export(try database("shop.sqlite"), "shop.meowls"))
    lines[0] = lines[0].replacingOccurrences(of: "],", with: ",999999],")
    let file = try write(lines, "newer.meowls")
    let target = try database("target.sqlite")
    #expect(throws: TransferError.newerSchema(unknown: [999_999])) { try load(file, into: target) }
  }

  @Test func anImportRefusesAFileOfANewerFormat() throws {
    var lines = try lines(try export(try database("shop.sqlite"), "shop.meowls"))
    lines[0] = lines[0].replacingOccurrences(of: #""version":1"#, with: #""version":2"#)
    let file = try write(lines, "newer.meowls")
    #expect(throws: TransferError.newerFormat(found: 2, supported: 1)) {
      try load(file, into: try database("t.sqlite"))
    }
  }

  @Test func anImportRefusesAFileThatIsNoExport() throws {
    let file = try write(["id,name", "1,cat"], "shop.csv")
    #expect(throws: TransferError.notAnExport(path: file)) { try load(file, into: try database("t.sqlite")) }
  }

  @Test func aFileCutShortLoadsNothing() throws {
    let all = try lines(try TransferDemoShop.export())
    let file = try write(Array(all.prefix(all.count / 2)), "cut.meowls")
    let target = try database("target.sqlite")
    #expect(throws: TransferError.self) { try load(file, into: target) }
    #expect(try products(target) == 0)
  }

  @Test func aFileOfAnOlderSchemaIsLoadedIntoAFreshDatabaseThenMigrated() throws {
    let older = Array(Schema.migrations.sorted { $0.version < $1.version }.dropLast())
    let file = try export(try database("old.sqlite", migrations: older), "old.meowls")
    let fresh = try SQLiteDatabase(path: folder.path("fresh.sqlite"), connections: 1)
    let summary = try load(file, into: fresh)
    #expect(summary.migrationsAfter == 1)
    #expect(try Migrator(migrations: Schema.migrations, clock: clock).currentVersion(fresh) == latest)
  }

  @Test func aDatabaseMigratedPastTheFileIsRefused() throws {
    let older = Array(Schema.migrations.sorted { $0.version < $1.version }.dropLast())
    let file = try export(try database("old.sqlite", migrations: older), "old.meowls")
    #expect(throws: TransferError.databaseAhead(extra: [latest])) {
      try load(file, into: try database("current.sqlite"))
    }
  }

  @Test func anExportNeverOverwritesAFile() throws {
    let path = folder.path("taken.meowls")
    try Data("mine".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: TransferError.fileExists(path: path)) {
      try DatabaseExport.write(try database("s.sqlite"), to: path)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "mine")
  }

  @Test func theTriggersFireAgainAfterAnImport() throws {
    let file = try TransferDemoShop.export()
    let target = try database("target.sqlite")
    _ = try load(file, into: target)
    let revision = { try target.withConnection { try CatalogRevision.current($0).stock } }
    let before = try revision()
    _ = try target.transaction { try $0.execute("UPDATE stock_levels SET quantity = quantity + 1", []) }
    #expect(try revision() > before)
  }
}
