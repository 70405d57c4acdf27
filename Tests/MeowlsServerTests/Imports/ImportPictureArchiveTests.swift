import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A feed's pictures taken from the archive given beside it (or holding it): not fetched, the ones it lacks
/// fetched, or reported by line when nothing fetches them; a broken archive refuses the import whole.
@Suite struct ImportPictureArchiveTests {
  /// Records what is fetched and what is stored (the picture's bytes as text).
  final class Recorder: ImportedPictureSink, PictureFetcher, @unchecked Sendable {
    let lock = NSLock()
    var fetched: [String] = []
    var stored: [String] = []
    func fetch(_ url: String) throws -> Data {
      lock.withLock { fetched.append(url) }
      return Data("fetched \(url)".utf8)
    }
    func store(_ bytes: Data, url: String, for product: Product.ID, position: Int, by actor: AdminActor) throws {
      lock.withLock { stored.append(String(decoding: bytes, as: UTF8.self)) }
    }
  }

  /// The feed's three offers' pictures are `https://zoo.example/img/<index>.jpg`; the archive holds the first two.
  static let feed = ImportFixture.feed(offers: 3)
  static let archive = StoredZIP.archive([("img/0.jpg", "zero"), ("pictures/img/1.jpg", "one"), ("2.png", "two")])

  static func shop(fetching: Bool = true, limits: ImportPictures.Limits = .init()) throws -> (ImportFixture, Recorder) {
    let recorder = Recorder()
    let pictures = ImportPictures(fetcher: fetching ? recorder : nil, sink: recorder, limits: limits)
    return (try ImportFixture(pictures: pictures), recorder)
  }

  /// The report's picture lines, by the picture's file name.
  static func lines(_ report: ImportReport) -> [String: String] {
    var lines: [String: String] = [:]
    for change in report.changes where change.subject.hasPrefix("picture ") {
      lines[String(change.subject.split(separator: "/").last ?? "")] = change.change
    }
    return lines
  }

  @Test func picturesInTheArchiveAreStoredAndOnlyTheOthersFetched() throws {
    let (shop, recorder) = try Self.shop()
    let report = try shop.yml(Self.feed, archive: Self.archive)
    #expect(report.applied && report.pictures.fetched == 3 && report.pictures.failed == 0)
    #expect(recorder.fetched == ["https://zoo.example/img/2.jpg"])
    #expect(recorder.stored == ["zero", "one", "fetched https://zoo.example/img/2.jpg"])
  }

  @Test func aPictureMissingFromTheArchiveIsReportedByLineWhenNothingFetches() throws {
    let (shop, recorder) = try Self.shop(fetching: false)
    let report = try shop.yml(Self.feed, archive: Self.archive)
    #expect(report.pictures.fetched == 2 && report.pictures.failed == 1 && recorder.stored == ["zero", "one"])
    let missing = try #require(report.changes.first { $0.subject == "picture https://zoo.example/img/2.jpg" })
    #expect(missing.change == "not fetched: not in the archive" && missing.line != nil)
  }

  @Test func theArchivesPicturesDoNotCountAgainstTheFetchLimit() throws {
    let (shop, recorder) = try Self.shop(limits: ImportPictures.Limits(count: 0))
    let report = try shop.yml(Self.feed, archive: Self.archive)
    #expect(report.pictures.fetched == 2 && report.pictures.skipped == 1 && recorder.fetched.isEmpty)
    #expect(Self.lines(report) == ["2.jpg": "not fetched: past the import's limit of 0 pictures"])
  }

  @Test func aDryRunTellsWhichPicturesComeFromTheArchiveAndWhichWouldBeFetched() throws {
    let (shop, recorder) = try Self.shop()
    let report = try shop.yml(Self.feed, archive: Self.archive, dryRun: true)
    #expect(
      Self.lines(report) == [
        "0.jpg": "would take from the archive", "1.jpg": "would take from the archive", "2.jpg": "would fetch",
      ])
    #expect(report.pictures.skipped == 3 && recorder.fetched.isEmpty && recorder.stored.isEmpty)
  }

  @Test func aDryRunTellsWhichPicturesAreMissingWhenNothingFetches() throws {
    let (shop, _) = try Self.shop(fetching: false)
    let report = try shop.yml(Self.feed, archive: Self.archive, dryRun: true)
    #expect(Self.lines(report)["2.jpg"] == "missing: not in the archive")
  }

  @Test func aRepeatedImportOfTheFeedAndItsArchiveChangesNothing() throws {
    let (shop, recorder) = try Self.shop(fetching: false)
    _ = try shop.yml(Self.feed, archive: Self.archive)
    let marks = try shop.marks()
    let again = try shop.yml(Self.feed, archive: Self.archive)
    #expect(!again.applied && again.pictures.unchanged == 2 && again.pictures.fetched == 0)
    #expect(try shop.marks() == marks && recorder.stored.count == 2)
  }

  @Test func aZIPHoldingTheFeedIsImportedWithItsPictures() throws {
    let (shop, recorder) = try Self.shop(fetching: false)
    let zip = StoredZIP.archive([
      (name: "shop/feed.xml", bytes: [UInt8](Self.feed)), (name: "img/0.jpg", bytes: Array("zero".utf8)),
    ])
    let report = try shop.yml(zip)
    #expect(report.applied && report.products.created == 2 && recorder.stored == ["zero"])
  }

  @Test func aZIPHoldingNoFeedOrTwoIsRefused() throws {
    let (shop, _) = try Self.shop()
    for entries in [[("img/0.jpg", "zero")], [("a.xml", "<a/>"), ("b.yml", "<b/>")]] {
      #expect(throws: ImportError.self) { try shop.yml(StoredZIP.archive(entries)) }
    }
  }

  @Test func aBrokenArchiveRefusesTheImportBeforeAnythingIsWritten() throws {
    let (shop, recorder) = try Self.shop()
    let marks = try shop.marks()
    #expect(throws: ImportError.archiveUnreadable("The archive is not a ZIP.")) {
      try shop.yml(Self.feed, archive: Data("pictures".utf8))
    }
    #expect(throws: ImportError.self) { try shop.yml(Self.feed, archive: Self.archive.prefix(100)) }
    #expect(try shop.marks() == marks && recorder.fetched.isEmpty)
  }
}
