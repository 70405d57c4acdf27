import Foundation
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

@Suite struct SeedCommandTests {
  let environment = AppEnvironment.test(random: 3)
  let directory: TemporaryDirectory
  var path: String { directory.path("seed.sqlite") }

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

  @Test func demoSeedsAnEmptyDatabase() throws {
    let (code, console) = run(["seed", "--demo", "--db", path])
    #expect(code == 0)
    #expect(console.out.hasPrefix("seeded the demo shop into \(path): 715 products, 126 categories, 20 cities ("))
    #expect(try productCount(path) == 715)
  }

  @Test func seedingADatabaseWithACatalogueFailsAndChangesNothing() throws {
    #expect(run(["seed", "--demo", "--db", path]).code == 0)
    let (code, console) = run(["seed", "--synthetic", "800", "--db", path])
    #expect(code == 1)
    #expect(console.err == "meowls seed: \(CatalogSeedError.notEmpty)")
    #expect(try productCount(path) == 715)
  }

  @Test func syntheticGrowsTheDemoShopAndReportsProgress() throws {
    let (code, console) = run(["seed", "--synthetic", "800", "--db", path])
    #expect(code == 0)
    let lines = console.out.split(separator: "\n")
    #expect(
      lines.count == 2 && lines[0].hasPrefix("  800/800 products (")
        && lines[1].hasPrefix("seeded a synthetic catalogue of 800 products"))
    #expect(try productCount(path) == 800)
  }

  @Test func aRefusedSeedLeavesNoNewDatabaseFileBehind() throws {
    #expect(run(["seed", "--synthetic", "10", "--db", path]).code == 2)
    let left = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    #expect(left.isEmpty, "\(left)")
  }

  @Test func aRefusedSeedKeepsADatabaseThatWasThere() throws {
    #expect(run(["migrate", "--db", path]).code == 0)
    #expect(run(["seed", "--synthetic", "10", "--db", path]).code == 2)
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func syntheticShopGetsRegistersTheDemoStaffAndItsOwner() throws {
    #expect(run(["seed", "--synthetic", "800", "--db", path]).code == 0)
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    let counts = try database.withConnection { connection in
      (
        try connection.first("SELECT COUNT(*) FROM registers")?.int(0),
        try connection.first("SELECT COUNT(*) FROM users WHERE role <> 'customer'")?.int(0),
        try connection.first("SELECT role FROM users WHERE phone = '\(DemoStaff.owner.phone)'")?.string(0)
      )
    }
    // NB: the shop's staff and its owner, an admin.
    #expect(counts.0 == 20 && counts.1 == DemoStaff.members.count + 1 && counts.2 == "admin")
  }

  @Test func syntheticSmallerThanTheDemoShopIsAUsageError() {
    let (code, console) = run(["seed", "--synthetic", "10", "--db", ":memory:"])
    #expect(code == 2 && console.err.contains("at least 715 products"))
  }

  @Test func syntheticCountMustBeANumber() {
    let (code, console) = run(["seed", "--synthetic", "lots"])
    #expect(code == 2 && console.err.contains("--synthetic must be a whole number of products, not 'lots'"))
  }

  @Test func seedNeedsExactlyOneCatalogue() {
    #expect(run(["seed"]).console.err.contains("give either --demo or --synthetic <count>"))
    #expect(run(["seed", "--demo", "--synthetic", "900"]).code == 2)
  }

  @Test func demoFlagTakesNoValue() {
    let (code, console) = run(["seed", "--demo=yes"])
    #expect(code == 2 && console.err.contains("option '--demo' takes no value"))
  }

  @Test func helpListsTheSeedOptions() {
    let (code, console) = run(["seed", "--help"])
    #expect(code == 0 && console.out.contains("  --demo ") && console.out.contains("  --synthetic <count>"))
  }
}
