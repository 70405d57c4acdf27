import Foundation
import MeowlsAPI

/// The back office's imports: a YML feed (categories, products, variants, prices, stock, pictures) and a CSV price
/// and stock list. Each reads the whole file and checks every row before writing anything, then writes what
/// changed in one transaction with one `catalog.import` or `catalog.prices` audit row; a file with any row error is
/// refused whole (`ImportError.rejected`), a dry run writes nothing, and a file that changes nothing writes nothing
/// (no revision bump, no audit row).
public struct CatalogueImport: Sendable {
  /// What an import is asked to do.
  public struct Options: Sendable {
    public var articles: ImportArticleSource
    public var dryRun: Bool
    /// Where stock goes: a location's id; nil for the caller's shop (a manager) or the online warehouse.
    public var location: StockLevel.LocationID?
    public var reach: AdminStock.Reach

    public init(
      dryRun: Bool = false, location: StockLevel.LocationID? = nil, articles: ImportArticleSource = .offerID,
      reach: AdminStock.Reach = .anywhere
    ) {
      self.articles = articles
      self.dryRun = dryRun
      self.location = location
      self.reach = reach
    }
  }

  /// The largest file an import reads (the HTTP server's limit for the import routes too).
  public static let maximumFileBytes = 64 * 1024 * 1024

  let clock: Clock
  let database: any Database
  let pictures: ImportPictures?
  let random: RandomSource

  /// `pictures` fetches the feed's `<picture>` URLs after the catalogue is written; nil skips them.
  public init(database: any Database, clock: Clock, random: RandomSource, pictures: ImportPictures? = nil) {
    self.clock = clock
    self.database = database
    self.pictures = pictures
    self.random = random
  }

  /// Imports the YML feed in `data`; the report of what changed (or would, on a dry run).
  public func importYML(_ data: Data, _ options: Options, by actor: AdminActor) throws -> ImportReport {
    guard data.count <= Self.maximumFileBytes else { throw ImportError.unreadable("The file is larger than 64 MB.") }
    let feed = try YMLReader.read(data)
    var (report, fetches) = try database.bulkTransaction { connection in
      var report = ImportReport(dryRun: options.dryRun)
      let location = try AdminStock.location(options.location, reach: options.reach, connection)
      let plan = try YMLImportPlan(
        feed, options: options, location: location, newID: random.uuid, connection, report: &report)
      guard !options.dryRun, plan.changes else { return (report, try plan.pictureFetches(connection)) }
      let seconds = EpochSeconds.from(clock.now())
      try plan.apply(location: location, by: actor, at: seconds, newID: random.uuid, connection)
      report.applied = true
      try AuditLog.record(
        AuditLog.Change(action: "catalog.import", after: report, before: nil, subjectID: "yml", subjectType: "import"),
        by: actor, at: seconds, in: connection)
      return (report, try plan.pictureFetches(connection))
    }
    if options.dryRun {
      previewPictures(fetches, report: &report)
    } else {
      fetchPictures(fetches, by: actor, report: &report)
    }
    return report
  }
}
