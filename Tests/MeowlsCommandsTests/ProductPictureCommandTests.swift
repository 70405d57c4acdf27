import Foundation
import MeowlsTestSupport
import Testing

@testable import MeowlsCommands
@testable import MeowlsServer

/// `meowls product picture add | list | remove` on the same database as the other back-office commands.
extension AdminCommandTests {
  func writePhoto(_ format: PictureFormat, name: String) throws -> String {
    let file = directory.path(name)
    let bytes = try Vips().testPhoto(width: 320, height: 240, format: format)
    try Data(bytes).write(to: URL(fileURLWithPath: file))
    return file
  }

  @Test func productPictureAddStoresThePictureAndListShowsIt() throws {
    #expect(addFood().code == 0)
    let file = try writePhoto(.jpeg, name: "photo.jpg")
    let (code, console) = run(["product", "picture", "add", "--article", "90001", "--file", file])
    #expect(code == 0, "\(console.err)")
    let id = try #require(try rows("SELECT id FROM pictures").first)
    #expect(console.out.hasPrefix("added picture \(id) to product "))
    #expect(try rows("SELECT COUNT(*) FROM picture_renditions") == ["8"])
    #expect(
      try rows("SELECT action, actor FROM admin_audit_log ORDER BY id DESC LIMIT 1") == ["picture.upload|console"])
    let list = run(["product", "picture", "list", "--article", "90001"])
    #expect(list.code == 0 && list.console.out == "\(id) uploaded 320×240")
  }

  @Test func productPictureRemoveTakesItOff() throws {
    #expect(addFood().code == 0)
    #expect(
      run(["product", "picture", "add", "--article", "90001", "--file", try writePhoto(.webp, name: "p.webp")]).code
        == 0)
    let id = try #require(try rows("SELECT id FROM pictures").first)
    let (code, console) = run(["product", "picture", "remove", "--article", "90001", "--picture", id])
    #expect(code == 0 && console.out.hasPrefix("removed picture \(id) from product "))
    #expect(try rows("SELECT COUNT(*) FROM pictures") == ["0"])
    #expect(run(["product", "picture", "list", "--article", "90001"]).console.out == "no pictures")
  }

  @Test func productPictureAddRefusesAFileThatIsNoPicture() throws {
    #expect(addFood().code == 0)
    let file = directory.path("notes.gif")
    try Data("GIF89a not really".utf8).write(to: URL(fileURLWithPath: file))
    let (code, console) = run(["product", "picture", "add", "--article", "90001", "--file", file])
    #expect(code == 2 && console.err.contains("Send a JPEG, PNG or WebP picture."))
    #expect(try rows("SELECT COUNT(*) FROM pictures") == ["0"])
  }
}
