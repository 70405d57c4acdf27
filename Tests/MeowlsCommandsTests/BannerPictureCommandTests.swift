import Foundation
import MeowlsAPI
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls banner picture`: a file becomes the banner's own picture; a file that is none, or none at all, is refused
/// with the banner as it was.
extension BannerCommandTests {
  @Test func bannerPictureGivesTheBannerItsOwnPicture() throws {
    let file = directory.path("winter.jpg")
    try Data(try Vips().testPhoto(width: 640, height: 320, format: .jpeg)).write(to: URL(fileURLWithPath: file))
    let (code, console) = run(["picture", "--banner", banners[1].id.uuidString, "--file", file])
    #expect(code == 0, "\(console.err)")
    #expect(console.out.hasPrefix("banner ") && console.out.contains(banners[1].id.uuidString))
    let key = try #require(try picture(of: banners[1].id))
    #expect(key.hasPrefix("picture-"))
  }

  @Test func bannerPictureRefusesAMissingFileAndAFileThatIsNoPicture() throws {
    let before = try picture(of: banners[1].id)
    let missing = run(["picture", "--banner", banners[1].id.uuidString, "--file", directory.path("none.jpg")])
    #expect(missing.code == 2 && missing.console.err.contains("cannot read"))
    let notes = directory.path("notes.jpg")
    try Data("not a picture".utf8).write(to: URL(fileURLWithPath: notes))
    let refused = run(["picture", "--banner", banners[1].id.uuidString, "--file", notes])
    #expect(refused.code != 0 && !refused.console.err.isEmpty)
    #expect(try picture(of: banners[1].id) == before)
  }

  /// The banner's picture key as stored (the command's database is migrated by the command itself, web tables too).
  func picture(of banner: Banner.ID) throws -> String? {
    let database = try SQLiteDatabase(path: path, connections: 1)
    defer { database.close() }
    return try database.withConnection {
      try $0.first("SELECT image_key FROM main_banners WHERE id = $1", [banner.sqlValue])?.optionalString(0)
    }
  }
}
