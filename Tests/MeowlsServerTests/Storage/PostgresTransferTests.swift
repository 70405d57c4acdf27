import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsServer

/// `DatabaseImport` on PostgreSQL: triggers off and keys deferred only while loading, sequences moved on after.
@Suite struct PostgresTransferTests {
  let folder: TemporaryDirectory
  let clock = Clock.constant(TestClock.defaultStart)

  init() throws {
    folder = try TemporaryDirectory()
  }

  func demoFile() throws -> String {
    try TransferDemoShop.export()
  }

  func load(_ path: String, into database: any Database) throws {
    _ = try DatabaseImport.load(from: path, into: database, migrations: Schema.migrations, clock: clock, replace: false)
  }

  @Test func theDemoShopExportsTheSameBytesFromPostgreSQLAsFromSQLite() throws {
    let file = try demoFile()
    let postgres = try PostgresTestCluster.freshDatabase(connections: 1)
    defer { postgres.close() }
    try load(file, into: postgres)
    let again = folder.path("postgres.meowls")
    _ = try DatabaseExport.write(postgres, to: again)
    #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: file)))
  }

  @Test func theTriggersFireAgainAfterAnImport() throws {
    let postgres = try PostgresTestCluster.freshDatabase(connections: 1)
    defer { postgres.close() }
    try load(try demoFile(), into: postgres)
    let revision = { try postgres.withConnection { try CatalogRevision.current($0).stock } }
    let before = try revision()
    _ = try postgres.transaction { try $0.execute("UPDATE stock_levels SET quantity = quantity + 1", []) }
    #expect(try revision() > before)
  }

  @Test func aRowWhoseParentIsMissingFailsTheLoadAndLeavesNothing() throws {
    var lines = try String(contentsOfFile: try demoFile(), encoding: .utf8).split(separator: "\n").map(String.init)
    // NB: a product link to a category that the file does not hold.
    let header = try #require(lines.firstIndex { $0.contains(#""table":"product_categories""#) })
    let category = try #require(lines[header + 1].split(separator: "\"").dropFirst().first)
    lines[header + 1] = lines[header + 1].replacingOccurrences(
      of: String(category), with: "00000000-0000-0000-0000-000000000000")
    let broken = folder.path("broken.meowls")
    try Data((lines.joined(separator: "\n") + "\n").utf8).write(to: URL(fileURLWithPath: broken))
    let postgres = try PostgresTestCluster.freshDatabase(connections: 1)
    defer { postgres.close() }
    #expect(throws: DatabaseError.self) { try load(broken, into: postgres) }
    #expect(try postgres.withConnection { try DatabaseImport.count("products", $0) } == 0)
  }

  @Test func keysNumberedBySequencesContinueAfterTheLoadedOnes() throws {
    let postgres = try PostgresTestCluster.freshDatabase(connections: 1)
    defer { postgres.close() }
    try load(try demoFile(), into: postgres)
    let largest = try postgres.withConnection { try $0.first("SELECT MAX(id) FROM stock_ledger")?.int(0) } ?? 0
    #expect(largest > 0)
    let next = try postgres.withConnection {
      try $0.first("SELECT nextval(pg_get_serial_sequence('stock_ledger', 'id'))")?.int(0)
    }
    #expect(next == largest + 1)
  }

  @Test func theDatabasesOwnerImportsWithoutBeingASuperuser() throws {
    let owner = "owner_" + UUID().uuidString.prefix(8).lowercased()
    let url = try PostgresTestCluster.freshDatabaseURL(owner: owner)
    #expect(url.contains("://\(owner)@"))
    let owned = try DatabaseLocation(url).open(connections: 1)
    defer { owned.close() }
    try load(try demoFile(), into: owned)
    let again = folder.path("owned.meowls")
    _ = try DatabaseExport.write(owned, to: again)
    #expect(try Data(contentsOf: URL(fileURLWithPath: again)) == Data(contentsOf: URL(fileURLWithPath: demoFile())))
  }
}
