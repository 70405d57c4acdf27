import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls catalog import feed.xml --pictures pictures.zip`: the feed's pictures taken from the archive (the tests'
/// environment fetches nothing), a broken archive refused before anything is written.
extension AdminCommandTests {
  func writeFeedAndArchive() throws -> (feed: String, archive: String) {
    let feed = directory.path("feed.xml")
    try Data(
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <yml_catalog><shop><categories><category id="7">Импорт</category></categories><offers>
      <offer id="Y1" available="true"><price>149</price><categoryId>7</categoryId><name>Мячик Прыгун</name>
      <picture>https://shop.example/img/ball.jpg</picture><picture>https://shop.example/img/gone.jpg</picture>
      </offer></offers></shop></yml_catalog>
      """.utf8
    ).write(to: URL(fileURLWithPath: feed))
    let archive = directory.path("pictures.zip")
    let photo = try Vips().testPhoto(width: 320, height: 240, format: .jpeg)
    try StoredZIP.archive([(name: "img/ball.jpg", bytes: photo)]).write(to: URL(fileURLWithPath: archive))
    return (feed, archive)
  }

  @Test func catalogImportTakesThePicturesFromTheArchiveAndReportsTheMissingOne() throws {
    let files = try writeFeedAndArchive()
    let (code, console) = run(["catalog", "import", files.feed, "--pictures", files.archive])
    #expect(code == 0, "\(console.err)")
    #expect(console.out.contains("pictures: 1 fetched, 0 unchanged, 1 failed, 0 not fetched"))
    #expect(console.out.contains("picture https://shop.example/img/gone.jpg: not fetched: not in the archive"))
    #expect(try rows("SELECT COUNT(*) FROM pictures") == ["1"])
  }

  @Test func catalogImportRefusesAPicturesFileThatIsNoZIP() throws {
    let files = try writeFeedAndArchive()
    let (code, console) = run(["catalog", "import", files.feed, "--pictures", files.feed])
    #expect(code == 2 && console.err.contains("The archive is not a ZIP."))
    #expect(try rows("SELECT COUNT(*) FROM product_variants WHERE article = 'Y1'") == ["0"])
  }
}
