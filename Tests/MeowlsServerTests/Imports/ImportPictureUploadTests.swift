import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// The feed's pictures handed to `ProductPictures.upload` (`ProductPictureSink`): checked as uploads, stored once.
@Suite struct ImportPictureUploadTests {
  /// Serves a photo for the first two offers' URLs and bytes that are no picture for the third.
  struct Photos: PictureFetcher {
    let first: [UInt8]
    let second: [UInt8]
    func fetch(_ url: String) throws -> Data {
      if url.hasSuffix("/0.jpg") { return Data(first) }
      if url.hasSuffix("/1.jpg") { return Data(second) }
      return Data("<html>not a picture</html>".utf8)
    }
  }

  static func shop() throws -> ImportFixture {
    let vips = try Vips()
    let photos = Photos(
      first: try vips.testPhoto(width: 64, height: 48, format: .jpeg),
      second: try vips.testPhoto(width: 48, height: 64, format: .png))
    return try ImportFixture { database in
      .uploads(fetcher: photos, database: database, clock: .constant(TestClock.defaultStart), vips: vips)
    }
  }

  @Test func fetchedPicturesAreAttachedAndABadOneIsReportedWithItsLine() throws {
    let shop = try Self.shop()
    let report = try shop.yml(ImportFixture.feed(offers: 3))
    #expect(report.applied && report.pictures.fetched == 2 && report.pictures.failed == 1)
    #expect(try shop.count("SELECT COUNT(*) FROM product_images WHERE image_key LIKE 'picture-%'") == 2)
    let failure = report.changes.first { $0.subject.hasPrefix("picture ") }
    #expect(failure?.line != nil && failure?.change == "not fetched: Send a JPEG, PNG or WebP picture.")
  }

  @Test func aRepeatedImportAddsNoDuplicatePicture() throws {
    let shop = try Self.shop()
    _ = try shop.yml(ImportFixture.feed(offers: 3))
    let again = try shop.yml(ImportFixture.feed(offers: 3))
    #expect(again.pictures.unchanged == 2 && again.pictures.fetched == 0)
    #expect(try shop.count("SELECT COUNT(*) FROM product_images WHERE image_key LIKE 'picture-%'") == 2)
  }

  @Test func aDryRunFetchesNothing() throws {
    let shop = try Self.shop()
    let report = try shop.yml(ImportFixture.feed(offers: 3), dryRun: true)
    #expect(report.pictures.skipped == 3 && report.pictures.fetched == 0)
    #expect(try shop.count("SELECT COUNT(*) FROM pictures") == 0)
  }
}
