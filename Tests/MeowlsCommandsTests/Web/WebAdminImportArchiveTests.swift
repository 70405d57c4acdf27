import Foundation
import MeowlsAPI
import MeowlsServer
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands

/// The back office's import form with a ZIP of a feed and its pictures, over HTTP as a browser without a script
/// sends it (multipart, the form's token): the dry run's report tells the archive's pictures, the apply takes them.
extension WebAdminTests {
  static func archive() throws -> [UInt8] {
    let feed = """
      <?xml version="1.0" encoding="UTF-8"?>
      <yml_catalog><shop><categories><category id="7">Импорт</category></categories><offers>
      <offer id="Z1" available="true"><price>149</price><categoryId>7</categoryId><name>Мячик Архивный</name>
      <picture>https://shop.example/img/ball.jpg</picture></offer></offers></shop></yml_catalog>
      """
    let photo = try Vips().testPhoto(width: 320, height: 240, format: .jpeg)
    return [UInt8](
      StoredZIP.archive([(name: "feed.xml", bytes: Array(feed.utf8)), (name: "img/ball.jpg", bytes: photo)]))
  }

  @Test func aZIPOfAFeedAndItsPicturesIsDryRunThenApplied() async throws {
    let desk = try await Self.signedIn()
    let form = try await desk.get("/admin/imports")
    #expect(form.text.contains("accept=\".xml,.yml,.zip,"))
    let checked = try await desk.upload(
      "/admin/imports/file", [("do", "dry-run"), ("kind", "yml")], file: try Self.archive(), name: "shop.zip")
    #expect(checked.status == 303)
    let report = try await desk.get("/admin/imports")
    #expect(report.text.contains("shop.zip") && report.text.contains("would take from the archive"))
    #expect(report.text.contains("Картинки: новых 1 (откуда взять каждую — в списке ниже), взяты раньше 0."))
    let applied = try await desk.post("/admin/imports", [("do", "apply")])
    #expect(applied.status == 303)
    #expect(try await desk.get("/admin/imports").text.contains("Картинки: взято 1, взяты раньше 0, не удалось 0"))
    let list = try await desk.get("/admin/products?query=Z1")
    #expect(list.text.contains("Мячик Архивный") && WebFrontTests.first("picture-[0-9a-f]{64}", in: list.text) != nil)
  }
}
