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
      guard !options.dryRun else { return (report, [YMLImportPlan.PictureFetch]()) }
      guard plan.changes else { return (report, try plan.pictureFetches(connection)) }
      let seconds = EpochSeconds.from(clock.now())
      try plan.apply(location: location, by: actor, at: seconds, newID: random.uuid, connection)
      report.applied = true
      try AuditLog.record(
        AuditLog.Change(action: "catalog.import", after: report, before: nil, subjectID: "yml", subjectType: "import"),
        by: actor, at: seconds, in: connection)
      return (report, try plan.pictureFetches(connection))
    }
    if options.dryRun {
      report.pictures.skipped = feed.offers.reduce(0) { $0 + $1.pictures.count }
    } else {
      try fetchPictures(fetches, by: actor, report: &report)
    }
    return report
  }

  /// Fetches the pictures not fetched before, hands them to the store and remembers them; each failure is a change
  /// line of the report, not a refusal: the catalogue is written by then.
  private func fetchPictures(
    _ fetches: [YMLImportPlan.PictureFetch], by actor: AdminActor, report: inout ImportReport
  ) throws {
    guard let pictures else {
      report.pictures.skipped = fetches.count
      return
    }
    for fetch in fetches {
      if fetch.done {
        report.pictures.unchanged += 1
        continue
      }
      do {
        let bytes = try pictures.fetcher.fetch(fetch.url)
        try pictures.sink.store(
          bytes, url: fetch.url, for: Product.ID(fetch.product), position: fetch.position, by: actor)
        try database.transaction { try ImportKeys.set("yml.picture", fetch.key, fetch.product.uuidString, $0) }
        report.pictures.fetched += 1
      } catch {
        report.pictures.failed += 1
        let reason = (error as? any ResponseError)?.body.reason ?? "\(error)"
        report.note(ImportChange(line: fetch.line, subject: "picture \(fetch.url)", change: "not fetched: \(reason)"))
      }
    }
  }
}
