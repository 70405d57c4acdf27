import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// `POST /admin/imports/yml` with a ZIP of the feed and its pictures as the body: the pictures taken from it and
/// served in the four wire sizes, nothing fetched (the tests' server has no fetcher); a broken ZIP refused whole.
@Suite struct AdminImportArchiveTests {
  /// Offers `PIC0` (`img/cat.jpg`) and `PIC1` (`dog.png`), their pictures on a shop's site.
  static let feed = Data(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <yml_catalog date="2026-12-01T10:00+03:00"><shop><categories><category id="7">Картинки</category></categories>
    <offers>
    <offer id="PIC0" available="true"><price>100</price><categoryId>7</categoryId><name>Мячик 0</name>
    <picture>https://shop.example/upload/img/cat.jpg</picture></offer>
    <offer id="PIC1" available="true"><price>100</price><categoryId>7</categoryId><name>Мячик 1</name>
    <picture>https://shop.example/upload/dog.png</picture></offer>
    </offers></shop></yml_catalog>
    """.utf8)

  static func archive() throws -> Data {
    let vips = try Vips()
    return StoredZIP.archive([
      (name: "feed.xml", bytes: [UInt8](feed)),
      (name: "img/cat.jpg", bytes: try vips.testPhoto(width: 640, height: 480, format: .jpeg)),
      (name: "dog.png", bytes: try vips.testPhoto(width: 400, height: 300, format: .png)),
    ])
  }

  @Test func theArchivesPicturesAreTakenAndServedInTheFourSizes() throws {
    let shop = try AdminFixture()
    let report: ImportReport = try shop.call(.importYML(ImportUpload(file: try Self.archive())))
    #expect(report.applied && report.pictures.fetched == 2 && report.pictures.failed == 0)
    let vips = try Vips()
    for index in 0..<2 {
      let image = try #require(try AdminImportPictureTests.product(index, shop).pictures?.first?.image)
      for url in [image.original, image.large, image.medium, image.small] {
        let response = try shop.server.request("GET", PictureFixture.path(try #require(url)))
        #expect(response.status == 200 && response.header("Content-Type")?.hasPrefix("image/") == true)
        #expect(try vips.decodedSize(of: response.body).width > 0)
      }
    }
  }

  @Test func aDryRunListsThePicturesTheArchiveHolds() throws {
    let shop = try AdminFixture()
    let report: ImportReport = try shop.call(.importYML(ImportUpload(file: try Self.archive(), dryRun: true)))
    let listed = report.changes.filter { $0.subject.hasPrefix("picture ") }.map(\.change)
    #expect(listed == ["would take from the archive", "would take from the archive"])
  }

  @Test func aCutShortZIPIsRefusedWithItsCode() throws {
    let shop = try AdminFixture()
    let broken = try Self.archive().prefix(300)
    let response = try shop.send(.admin(.importYML(ImportUpload(file: Data(broken)))), token: shop.admin)
    #expect(response.status == 400 && response.code == "importArchiveUnreadable")
    #expect(try shop.server.rows("SELECT COUNT(*) FROM product_variants WHERE article = 'PIC0'") == ["0"])
  }
}
