import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

@Suite struct BackupCommandTests {
  let environment = AppEnvironment.test(random: 3)
  let directory: TemporaryDirectory
  var shop: String { directory.path("shop.sqlite") }
  var backup: String { directory.path("backup.sqlite") }

  init() throws {
    directory = try TemporaryDirectory()
  }

  func run(_ arguments: [String]) -> (code: Int32, console: CapturedConsole) {
    let captured = CapturedConsole()
    let code = MeowlsCLI(console: captured.console, environment: environment).run(arguments, variables: [:])
    return (code, captured)
  }

  func productCount(_ path: String) throws -> Int {
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    return try database.withConnection { try $0.first("SELECT COUNT(*) FROM products")?.int(0) ?? 0 }
  }

  func seeded() throws {
    let seed = run(["seed", "--demo", "--db", shop])
    try #require(seed.code == 0, "seed: \(seed.console.err)")
  }

  @Test func aBackupRestoresIntoANewDatabaseWithEveryProduct() throws {
    try seeded()
    let taken = run(["backup", "--db", shop, "--to", backup])
    #expect(taken.code == 0, "\(taken.console.err)")
    #expect(taken.console.out.hasPrefix("backed up \(shop) to \(backup): "))
    #expect(taken.console.out.hasSuffix("integrity ok"))
    let restored = directory.path("restored.sqlite")
    let restore = run(["restore", "--from", backup, "--db", restored])
    #expect(restore.code == 0, "\(restore.console.err)")
    #expect(restore.console.out == "restored \(backup) into \(restored): 715 products, 0 orders")
    #expect(try productCount(restored) == 715)
  }

  @Test func aBackupIsOneFileWithoutAWriteAheadLog() throws {
    try seeded()
    #expect(run(["backup", "--db", shop, "--to", backup]).code == 0)
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(files.filter { $0.hasPrefix("backup") } == ["backup.sqlite"])
  }

  @Test func aBackupNeverOverwritesAFile() throws {
    try seeded()
    try Data("mine".utf8).write(to: URL(fileURLWithPath: backup))
    let (code, console) = run(["backup", "--db", shop, "--to", backup])
    #expect(code == 2)
    #expect(console.err == "meowls backup: \(backup) exists already; a backup never overwrites a file")
    #expect(try String(contentsOfFile: backup, encoding: .utf8) == "mine")
  }

  @Test func aBackupOfAMissingDatabaseIsRefusedAndCreatesNothing() throws {
    let (code, console) = run(["backup", "--db", shop, "--to", backup])
    #expect(code == 2)
    #expect(console.err == "meowls backup: \(shop) does not exist: there is no database to back up")
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
  }

  @Test func aCopyThatFailsLeavesNoFileBehind() throws {
    try Data(repeating: 0x41, count: 8_192).write(to: URL(fileURLWithPath: shop))
    let (code, console) = run(["backup", "--db", shop, "--to", backup])
    #expect(code == 2)
    #expect(console.err.hasPrefix("meowls backup: the copy failed: "))
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path) == ["shop.sqlite"])
  }

  @Test func aBackupWithoutItsFileIsAUsageError() throws {
    #expect(run(["backup", "--db", shop]).code == 2)
  }

  @Test func restoreRefusesToReplaceADatabaseWithoutReplace() throws {
    try seeded()
    #expect(run(["backup", "--db", shop, "--to", backup]).code == 0)
    let (code, console) = run(["restore", "--from", backup, "--db", shop])
    #expect(code == 2)
    #expect(console.err.hasPrefix("meowls restore: \(shop) exists: pass --replace"))
  }

  @Test func restoreWithReplaceBringsBackWhatWasBackedUp() throws {
    try seeded()
    #expect(run(["backup", "--db", shop, "--to", backup]).code == 0)
    let database = try SQLiteDatabase(path: shop, connections: 1)
    try database.transaction { try $0.executeScript("UPDATE products SET name = 'changed after the backup'") }
    database.close()
    #expect(run(["restore", "--from", backup, "--db", shop, "--replace"]).code == 0)
    let reopened = try SQLiteDatabase(path: shop, connections: 1)
    defer { reopened.close() }
    let changed = try reopened.withConnection {
      try $0.first("SELECT COUNT(*) FROM products WHERE name = 'changed after the backup'")?.int(0)
    }
    #expect(changed == 0)
  }

  @Test func restoreRefusesAFileThatIsNotADatabase() throws {
    try Data(repeating: 0x41, count: 8_192).write(to: URL(fileURLWithPath: backup))
    let (code, console) = run(["restore", "--from", backup, "--db", shop])
    #expect(code == 2)
    #expect(console.err.hasPrefix("meowls restore: \(backup) is not a sound database: "))
    #expect(!FileManager.default.fileExists(atPath: shop))
  }

  @Test func restoreRefusesADatabaseThatIsNotMeowls() throws {
    let other = try SQLiteDatabase(path: backup, connections: 1)
    try other.transaction { try $0.executeScript("CREATE TABLE notes (text TEXT)") }
    other.close()
    let (code, console) = run(["restore", "--from", backup, "--db", shop])
    #expect(code == 2)
    #expect(console.err.hasSuffix("it holds no MEOWLS schema (no schema_migrations table)"))
  }

  @Test func restoreRefusesABackupOfANewerMeowls() throws {
    try seeded()
    #expect(run(["backup", "--db", shop, "--to", backup]).code == 0)
    let copy = try SQLiteDatabase(path: backup, connections: 1)
    try copy.transaction {
      try $0.executeScript(
        "INSERT INTO schema_migrations (version, name, applied_at) VALUES (99999, 'future', '2030-01-01')")
    }
    copy.close()
    let (code, console) = run(["restore", "--from", backup, "--db", directory.path("new.sqlite")])
    #expect(code == 2)
    #expect(console.err.hasSuffix("was made by a newer MEOWLS (schema versions 99999 unknown here)"))
  }

  @Test func aPostgreSQLDatabaseIsSentToItsOwnTools() throws {
    let (code, console) = run(["backup", "--db", "postgres://shop@localhost/meowls", "--to", backup])
    #expect(code == 2)
    #expect(console.err.contains("pg_dump"))
  }
}
