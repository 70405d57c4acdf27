import Foundation
import MeowlsServer

/// `meowls seed --demo | --synthetic <count> [--db path]`: loads a catalogue into an empty database.
struct SeedCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "seed", summary: "Load a catalogue into an empty database: the demo shop, or a large synthetic one.",
    options: [
      OptionSpec.flag("demo", help: "the demo shop (715 products, sale dates relative to today)"),
      OptionSpec(
        "synthetic", value: "count",
        help: "the demo shop grown to <count> products with generated variations (benchmarks)"),
      CommandDatabase.option,
    ])

  enum Catalogue: Equatable {
    case demo
    case synthetic(products: Int)
  }

  let console: Console
  let environment: AppEnvironment

  static func request(from command: ParsedCommand) throws(UsageError) -> (Catalogue, databasePath: String) {
    let path = CommandDatabase.path(of: command)
    switch (command["demo"], command["synthetic"]) {
    case ("true", nil): return (.demo, path)
    case (nil, let text?):
      guard let count = Int(text), count > 0 else {
        throw UsageError(message: "--synthetic must be a whole number of products, not '\(text)'", command: "seed")
      }
      return (.synthetic(products: count), path)
    default: throw UsageError(message: "give either --demo or --synthetic <count>", command: "seed")
    }
  }

  /// Seeds, and when the database file is new, removes it again (with its `-wal` and `-shm`) if seeding fails: a
  /// refused seed leaves no empty or half-built database behind for the next command to trip over.
  func run(_ command: ParsedCommand) throws {
    try run(try Self.request(from: command))
  }

  func run(_ request: (Catalogue, databasePath: String)) throws {
    let path = request.databasePath
    let isNewFile =
      DatabaseLocation(path) == .sqlite(path: path) && path != ":memory:"
      && !FileManager.default.fileExists(atPath: path)
    do {
      try seed(request)
    } catch {
      if isNewFile {
        for file in [path, path + "-wal", path + "-shm"] { try? FileManager.default.removeItem(atPath: file) }
      }
      throw error
    }
  }

  private func seed(_ request: (Catalogue, databasePath: String)) throws {
    let started = environment.clock.monotonicNanoseconds()
    try CommandDatabase.with(request.databasePath, environment: environment) { database, _ in
      try seed(request, into: database, started: started)
    }
  }

  private func seed(_ request: (Catalogue, databasePath: String), into database: any Database, started: UInt64)
    throws
  {
    // NB: a catalogue's keys are random UUIDs, so its indexes grow at random places; with SQLite's default 2 MB
    // page cache, 100,000 products spend most of their time re-reading and re-writing index pages.
    if database is SQLiteDatabase {
      try database.withConnection { try $0.executeScript("PRAGMA cache_size = -524288") }
    }
    let seeder = CatalogSeeder(database: database, clock: environment.clock)
    guard try seeder.isCatalogueEmpty() else { throw CatalogSeedError.notEmpty }
    let demo = try DemoCatalog.load(from: DemoShopResources.dataDirectory, loadDate: environment.clock.now())
    switch request.0 {
    case .demo:
      try seeder.seed(demo)
      try DemoPromoCodes.seed(
        with: PromoCodeAdmin(database: database, clock: environment.clock, random: environment.random))
      try Crypto.start()
      try DemoStaff.seed(database: database, environment: environment)
      console.out(
        "seeded the demo shop into \(request.databasePath): \(demo.products.count) products, "
          + "\(demo.categories.count) categories, \(demo.cities.count) cities (\(elapsed(since: started)))")
    case .synthetic(let count):
      let synthetic: SyntheticCatalog
      do {
        synthetic = try SyntheticCatalog(base: demo, productCount: count)
      } catch {
        throw UsageError(message: "--synthetic: \(error)", command: "seed")
      }
      try seeder.seed(synthetic) { written in
        console.out("  \(written)/\(count) products (\(elapsed(since: started)))")
      }
      // NB: the synthetic catalogue has the demo shop's shops, so it gets their registers and demo staff too; a
      // benchmark or a trial of the POS on a large catalogue can then log in as on the demo one.
      try Crypto.start()
      try DemoStaff.seed(database: database, environment: environment)
      console.out(
        "seeded a synthetic catalogue of \(count) products into \(request.databasePath) (\(elapsed(since: started)))")
    }
  }

  private func elapsed(since started: UInt64) -> String {
    let seconds = Double(environment.clock.monotonicNanoseconds() &- started) / 1e9
    return String(format: "%.1f s", seconds)
  }
}
