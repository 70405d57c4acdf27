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

  /// Imports the YML feed in `data`, its pictures taken from the ZIP `archive` where it holds them (`data` may also
  /// be a ZIP holding the feed and its pictures); the report of what changed (or would, on a dry run).
  public func importYML(_ data: Data, archive: Data? = nil, _ options: Options, by actor: AdminActor) throws
    -> ImportReport
  {
    guard data.count <= Self.maximumFileBytes else { throw ImportError.unreadable("The file is larger than 64 MB.") }
    let (file, archive) = try Self.unpack(data, archive: archive, limits: pictures?.limits.archive ?? .init())
    let feed = try YMLReader.read(file)
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
    let source = archive.map { ArchivePictureSource(archive: $0, fallback: pictures?.fetcher) } ?? pictures?.fetcher
    if options.dryRun {
      previewPictures(fetches, from: source, report: &report)
    } else {
      fetchPictures(fetches, from: source, by: actor, report: &report)
    }
    return report
  }

  /// The feed and the archive its pictures come from: `archive` read, or `data` itself when it is a ZIP, whose one
  /// `*.xml` or `*.yml` entry is the feed. A broken archive refuses the import before anything is read.
  static func unpack(_ data: Data, archive: Data?, limits: PictureArchive.Limits) throws(ImportError)
    -> (Data, PictureArchive?)
  {
    if let archive { return (data, try PictureArchive(archive, limits: limits)) }
    guard PictureArchive.isZIP(data) else { return (data, nil) }
    let unpacked = try PictureArchive(data, limits: limits)
    let feeds = unpacked.feedNames
    guard feeds.count == 1 else {
      throw .archiveUnreadable("The archive holds \(feeds.count) feeds (*.xml, *.yml): it must hold one.")
    }
    guard case .bytes(let feed) = unpacked.entries[feeds[0]] else {
      throw .unreadable("The file is larger than 64 MB.")
    }
    return (feed, unpacked)
  }
}
