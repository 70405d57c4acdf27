import Foundation
import MeowlsServer

/// `meowls reindex [--db path]`: rebuilds the search index from scratch and tells running servers to do the same.
struct ReindexCommand {
  let console: Console
  let environment: AppEnvironment

  func run(databasePath: String) throws {
    let database = try SQLiteDatabase(path: databasePath, connections: 1)
    defer { database.close() }
    try Migrator(migrations: Schema.migrations, clock: environment.clock).migrate(database)
    let report = try SearchReindex.run(database: database, clock: environment.clock)
    console.out(
      "reindexed \(databasePath): \(report.products) products, \(report.categories) categories, "
        + "\(report.terms) terms, \(report.postings) postings")
    console.out(
      String(
        format: "index memory %.1f MB; catalogue index %.2f s, search index %.2f s, total %.2f s",
        Double(report.memoryBytes) / 1_048_576, report.catalogueSeconds, report.searchSeconds,
        report.catalogueSeconds + report.searchSeconds))
    console.out("running servers rebuild their indexes on their next request")
  }
}
