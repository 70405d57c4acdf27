import Foundation
import MeowlsAPI
import MeowlsServer

/// What the `catalog` commands share: the import service on `--db`, the options, the report as lines, and a
/// refused file told line by line (exit 2).
enum CatalogCommand {
  static let dryRunOption = OptionSpec.flag("dry-run", help: "report what would change and write nothing")
  static let locationOption = OptionSpec(
    "location", value: "id", help: "where stock goes: a shop's or warehouse's id (default: the online warehouse)")

  /// How many pictures one YML import fetches (`ImportPictures.Limits`), for `catalog import` and `serve`.
  static let pictureOptions = [
    OptionSpec(
      "import-pictures", value: "count", environment: "MEOWLS_IMPORT_PICTURES", default: "1000",
      help: "the most pictures one YML import fetches (the rest: listed, fetched by the next import)"),
    OptionSpec(
      "import-picture-mb", value: "MB", environment: "MEOWLS_IMPORT_PICTURE_MB", default: "512",
      help: "the most megabytes of pictures one YML import downloads"),
  ]

  /// The picture limits `command` sets (the defaults when it sets none).
  static func pictureLimits(_ command: ParsedCommand) throws(UsageError) -> ImportPictures.Limits {
    var limits = ImportPictures.Limits()
    if let count = try command.wholeNumber("import-pictures", in: 0...1_000_000) { limits.count = count }
    if let megabytes = try command.wholeNumber("import-picture-mb", in: 1...100_000) {
      limits.bytes = megabytes * 1024 * 1024
    }
    return limits
  }

  /// Runs `body` with the import service of `command`'s database; a refusal becomes a `CommandRefusal`.
  /// `withPictures` when the import may take pictures from an archive, even with nothing to fetch them.
  static func with<T>(
    _ command: ParsedCommand, environment: AppEnvironment, withPictures: Bool = false,
    _ body: (CatalogueImport) throws -> T
  ) throws -> T {
    try CommandDatabase.with(CommandDatabase.path(of: command), environment: environment) { database, _ in
      // NB: libvips only when pictures are taken, so an import without a fetcher or an archive needs none.
      var pictures: ImportPictures?
      if environment.pictureFetcher != nil || withPictures {
        pictures = .uploads(
          fetcher: environment.pictureFetcher, database: database, clock: environment.clock, vips: try Vips(),
          limits: environment.pictureLimits)
      }
      let imports = CatalogueImport(
        database: database, clock: environment.clock, random: environment.random, pictures: pictures)
      do {
        return try body(imports)
      } catch let error as ImportError {
        throw CommandRefusal(
          lines: [error.body.reason] + (error.body.failures ?? []).map { "\($0.field): \($0.failure ?? "")" })
      } catch let error as any ResponseError {
        let field = error.body.failures?.first.map { " (\($0.field))" } ?? ""
        throw UsageError(message: error.body.reason + field, command: command.name)
      }
    }
  }

  /// The options of an import.
  static func options(_ command: ParsedCommand) throws(UsageError) -> CatalogueImport.Options {
    var location: StockLevel.LocationID?
    if let text = command["location"] {
      guard let id = StockLevel.LocationID(uuidString: text) else {
        throw UsageError(message: "--location must be a location's id, not '\(text)'", command: command.name)
      }
      location = id
    }
    var articles = ImportArticleSource.offerID
    if let text = command["article-from"] {
      guard let source = ImportArticleSource(rawValue: text) else {
        throw UsageError(message: "--article-from is id or vendor_code, not '\(text)'", command: command.name)
      }
      articles = source
    }
    return CatalogueImport.Options(dryRun: command["dry-run"] != nil, location: location, articles: articles)
  }

  /// The file named by the command's argument.
  static func file(_ command: ParsedCommand) throws -> Data {
    guard let path = command.arguments.first else { throw UsageError(message: "name the file", command: command.name) }
    return try read(path, command)
  }

  /// The file at `path`.
  static func read(_ path: String, _ command: ParsedCommand) throws -> Data {
    guard let data = FileManager.default.contents(atPath: path) else {
      throw UsageError(message: "cannot read '\(path)'", command: command.name)
    }
    return data
  }

  /// The report as the console prints it: what happened, the counts, and the first changes.
  static func lines(_ report: ImportReport) -> [String] {
    let head =
      report.dryRun
      ? "dry run: nothing written" : report.applied ? "imported" : "nothing to change: nothing written"
    func counts(_ name: String, _ counts: ImportReport.Counts) -> String {
      "\(name): \(counts.created) created, \(counts.updated) updated, \(counts.unchanged) unchanged"
    }
    var lines = [
      head, counts("categories", report.categories), counts("products", report.products),
      counts("variants", report.variants), counts("prices", report.prices), counts("stock", report.stock),
      "pictures: \(report.pictures.fetched) fetched, \(report.pictures.unchanged) unchanged, "
        + "\(report.pictures.failed) failed, \(report.pictures.skipped) not fetched",
    ]
    for change in report.changes.prefix(20) {
      lines.append("  \(change.line.map { "line \($0), " } ?? "")\(change.subject): \(change.change)")
    }
    if report.changesTotal > 20 { lines.append("  … and \(report.changesTotal - 20) more changes") }
    return lines
  }
}
