import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// An import's picture limits (count and bytes), and the dry run's list of the pictures it would fetch.
@Suite struct ImportPictureLimitTests {
  static func shop(_ limits: ImportPictures.Limits) throws -> (ImportFixture, ImportPictureTests.Store) {
    let store = ImportPictureTests.Store()
    return (try ImportFixture(pictures: ImportPictures(fetcher: store, sink: store, limits: limits)), store)
  }

  @Test func picturesPastTheCountLimitAreListedAsNotFetchedAndTheCatalogueStillApplies() throws {
    let (shop, store) = try Self.shop(ImportPictures.Limits(count: 5))
    let report = try shop.yml(ImportFixture.feed(offers: 30))
    #expect(report.applied && report.products.created > 0)
    #expect(report.pictures.fetched + report.pictures.failed == 5 && report.pictures.skipped == 25)
    #expect(store.stored.count == report.pictures.fetched)
    let limited = report.changes.filter { $0.change == "not fetched: past the import's limit of 5 pictures" }
    #expect(limited.count == 25 && limited.allSatisfy { $0.line != nil && $0.subject.hasPrefix("picture https://") })
  }

  @Test func aRepeatedImportFetchesThePicturesTheLimitLeftOut() throws {
    let (shop, store) = try Self.shop(ImportPictures.Limits(count: 10))
    _ = try shop.yml(ImportFixture.feed(offers: 12))
    let again = try shop.yml(ImportFixture.feed(offers: 12))
    #expect(again.pictures.unchanged == 10 && again.pictures.fetched == 2 && store.stored.count == 12)
  }

  @Test func thePictureThatPassesTheByteLimitIsNotKeptNorAnyAfterIt() throws {
    // NB: the test store's pictures are their URLs' bytes, 29 each: the third passes 80.
    let (shop, store) = try Self.shop(ImportPictures.Limits(bytes: 80))
    let report = try shop.yml(ImportFixture.feed(offers: 6))
    #expect(report.pictures.fetched == 2 && report.pictures.skipped == 4 && store.stored.count == 2)
    #expect(report.changes.contains { $0.change == "not fetched: past the import's limit of 80 bytes of pictures" })
  }

  @Test func aDryRunListsEachPictureItWouldFetchWithItsOffersLine() throws {
    let (shop, store) = try Self.shop(ImportPictures.Limits())
    let report = try shop.yml(ImportFixture.feed(offers: 3), dryRun: true)
    let listed = report.changes.filter { $0.change == "would fetch" }
    #expect(listed.map(\.subject).sorted() == (0..<3).map { "picture https://zoo.example/img/\($0).jpg" })
    #expect(listed.allSatisfy { $0.line != nil } && Set(listed.compactMap(\.line)).count == 3)
    #expect(report.pictures.skipped == 3 && store.stored.isEmpty)
  }

  @Test func aDryRunListsPicturesPastTheCountLimitAsNotToBeFetched() throws {
    let (shop, _) = try Self.shop(ImportPictures.Limits(count: 1))
    let report = try shop.yml(ImportFixture.feed(offers: 3), dryRun: true)
    #expect(report.changes.filter { $0.change == "would fetch" }.count == 1)
    #expect(
      report.changes.filter { $0.change == "would not fetch: past the import's limit of 1 picture" }.count == 2)
  }

  @Test func aDryRunAfterAnImportListsNoPictureFetchedBefore() throws {
    let (shop, _) = try Self.shop(ImportPictures.Limits())
    _ = try shop.yml(ImportFixture.feed(offers: 3))
    let report = try shop.yml(ImportFixture.feed(offers: 3), dryRun: true)
    #expect(report.pictures.unchanged == 3 && report.pictures.skipped == 0 && report.changesTotal == 0)
  }
}
