import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

/// A feed's pictures fetched over real HTTP from a local server (`FeedPictureServer`) by the live fetcher, within
/// its size and time limits: the good ones served afterwards in the four wire sizes, each bad one reported with its
/// offer's line and the reason.
@Suite struct AdminImportPictureTests {
  /// The fetcher's limits: a megabyte and two seconds.
  static let fetcher = HTTPPictureFetcher(maximumBytes: 1_000_000, timeout: 2)

  /// The pictures of the feed's offers, one each on lines 5 to 10, and the reason for each bad one.
  struct Pictures {
    let server: FeedPictureServer
    let urls: [String]
    static let reasons: [Int: String] = [
      7: "not fetched: larger than 1000000 bytes", 8: "not fetched: no answer in time",
      9: "not fetched: the server answered 404", 10: "not fetched: Send a JPEG, PNG or WebP picture.",
    ]

    init() throws {
      let vips = try Vips()
      server = try FeedPictureServer([
        "/cat.jpg": ("image/jpeg", try vips.testPhoto(width: 640, height: 480, format: .jpeg)),
        "/dog.png": ("image/png", try vips.testPhoto(width: 400, height: 300, format: .png)),
        "/huge.jpg": ("image/jpeg", [0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 1_500_000)),
        "/page.jpg": ("text/html", Array("<html><body>not a picture</body></html>".utf8)),
      ])
      urls = [
        server.url("/cat.jpg"), server.url("/dog.png"), server.url("/huge.jpg"), server.slowURL,
        server.url("/missing.jpg"), server.url("/page.jpg"),
      ]
    }

    var feed: Data {
      let offers = urls.enumerated().map { index, url in
        """
        <offer id="PIC\(index)" available="true"><price>100</price><categoryId>7</categoryId>\
        <name>Мячик с картинкой \(index)</name><picture>\(url)</picture></offer>
        """
      }
      let lines =
        [
          #"<?xml version="1.0" encoding="UTF-8"?>"#, #"<yml_catalog date="2026-12-01T10:00+03:00"><shop>"#,
          #"<categories><category id="7">Картинки</category>"#, "</categories><offers>",
        ] + offers + ["</offers></shop></yml_catalog>"]
      return Data(lines.joined(separator: "\n").utf8)
    }
  }

  static func shop() throws -> AdminFixture {
    try AdminFixture(pos: try POSFixture(pictureFetcher: fetcher))
  }

  /// The admin's view of the product of the offer `PIC<index>`.
  static func product(_ index: Int, _ shop: AdminFixture) throws -> AdminProduct {
    let id = try #require(
      try shop.server.rows("SELECT product_id FROM product_variants WHERE article = 'PIC\(index)'").first)
    return try shop.call(.product(.valid(Product.ID(try #require(UUID(uuidString: id))))))
  }

  @Test func theGoodPicturesAreFetchedAndServedInTheFourSizes() throws {
    let pictures = try Pictures()
    defer { pictures.server.stop() }
    let shop = try Self.shop()
    let report: ImportReport = try shop.call(.importYML(ImportUpload(file: pictures.feed)))
    #expect(report.applied && report.pictures.fetched == 2 && report.pictures.failed == 4)
    let vips = try Vips()
    for index in 0..<2 {
      let image = try #require(try Self.product(index, shop).pictures?.first?.image)
      for url in [image.original, image.large, image.medium, image.small] {
        let response = try shop.server.request("GET", PictureFixture.path(try #require(url)))
        #expect(response.status == 200 && response.header("Content-Type")?.hasPrefix("image/") == true)
        #expect(try vips.decodedSize(of: response.body).width > 0)
      }
    }
  }

  @Test func eachBadPictureIsReportedWithItsLineAndReason() throws {
    let pictures = try Pictures()
    defer { pictures.server.stop() }
    let shop = try Self.shop()
    let report: ImportReport = try shop.call(.importYML(ImportUpload(file: pictures.feed)))
    let failures = report.changes.filter { $0.subject.hasPrefix("picture ") }
    var reasons: [Int: String] = [:]
    for failure in failures { reasons[failure.line ?? 0] = failure.change }
    #expect(reasons == Pictures.reasons)
    for index in 2..<6 {
      #expect(failures.contains { $0.subject == "picture \(pictures.urls[index])" && $0.line == 5 + index })
      #expect(try Self.product(index, shop).pictures?.isEmpty ?? true)
    }
  }

  @Test func aDryRunListsEveryPictureItWouldFetchAndFetchesNone() throws {
    let pictures = try Pictures()
    defer { pictures.server.stop() }
    let shop = try Self.shop()
    let report: ImportReport = try shop.call(.importYML(ImportUpload(file: pictures.feed, dryRun: true)))
    let listed = report.changes.filter { $0.change == "would fetch" }
    #expect(listed.map(\.subject) == pictures.urls.map { "picture \($0)" })
    #expect(listed.map(\.line) == (5..<11).map { $0 })
    #expect(report.pictures.skipped == 6 && report.pictures.fetched == 0)
    #expect(try shop.server.rows("SELECT COUNT(*) FROM pictures").first == "0")
  }
}
