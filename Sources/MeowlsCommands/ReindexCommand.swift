import Foundation
import MeowlsServer

/// `meowls reindex [--db path]`: rebuilds the search index from scratch and tells running servers to do the same.
struct ReindexCommand: MeowlsCommand {
  static let spec = CommandSpec(
    name: "reindex",
    summary: "Rebuild the search index from scratch, report it, and make running servers rebuild theirs.",
    options: [CommandDatabase.option])

  let console: Console
  let environment: AppEnvironment

  func run(_ command: ParsedCommand) throws {
    let path = CommandDatabase.path(of: command)
    let report = try CommandDatabase.with(path, environment: environment) { database, _ in
      try SearchReindex.run(database: database, clock: environment.clock)
    }
    console.out(
      "reindexed \(path): \(report.products) products, \(report.categories) categories, "
        + "\(report.terms) terms, \(report.postings) postings")
    console.out(
      String(
        format: "index memory %.1f MB; catalogue index %.2f s, search index %.2f s, total %.2f s",
        Double(report.memoryBytes) / 1_048_576, report.catalogueSeconds, report.searchSeconds,
        report.catalogueSeconds + report.searchSeconds))
    console.out("running servers rebuild their indexes on their next request")
  }
}
