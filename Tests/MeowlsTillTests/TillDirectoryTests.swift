import Foundation
import MeowlsAPI
import Testing

@testable import MeowlsTill

@Suite struct TillDirectoryTests {
  static let register = Register.ID(UUID())
  static let server = "http://shop.example:8080"

  static func temporary() -> URL {
    FileManager.default.temporaryDirectory.appendingPathComponent("till-\(UUID().uuidString)", isDirectory: true)
  }

  @Test func theFirstStartRecordsWhoseDirectoryItIs() throws {
    let url = Self.temporary()
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try TillDirectory(url: url, identity: TillIdentity(registerID: Self.register, server: Self.server))
    let stored = try JSONDecoder.meowls.decode(
      TillIdentity.self, from: Data(contentsOf: url.appendingPathComponent("till.json")))
    #expect(stored == TillIdentity(registerID: Self.register, server: Self.server))
  }

  @Test func aDirectoryOfAnotherRegisterIsRefusedNamingBoth() throws {
    let url = Self.temporary()
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try TillDirectory(url: url, identity: TillIdentity(registerID: Self.register, server: Self.server))
    let other = Register.ID(UUID())
    #expect(throws: TillStartError.otherRegister(path: url.path, found: Self.register, asked: other)) {
      _ = try TillDirectory(url: url, identity: TillIdentity(registerID: other, server: Self.server))
    }
  }

  @Test func aDirectoryOfTheSameRegisterOnAnotherServerIsRefused() throws {
    let url = Self.temporary()
    defer { try? FileManager.default.removeItem(at: url) }
    _ = try TillDirectory(url: url, identity: TillIdentity(registerID: Self.register, server: Self.server))
    #expect(
      throws: TillStartError.otherServer(path: url.path, found: Self.server, asked: "https://other.example")
    ) {
      _ = try TillDirectory(
        url: url, identity: TillIdentity(registerID: Self.register, server: "https://other.example"))
    }
  }

  @Test func aDirectoryHeldByAnotherTillIsRefusedUntilItLetsGo() throws {
    let url = Self.temporary()
    defer { try? FileManager.default.removeItem(at: url) }
    let identity = TillIdentity(registerID: Self.register, server: Self.server)
    var first: TillDirectory? = try TillDirectory(url: url, identity: identity)
    #expect(throws: TillStartError.inUse(path: url.path)) { _ = try TillDirectory(url: url, identity: identity) }
    #expect(first?.identity == identity)
    first = nil
    #expect(try TillDirectory(url: url, identity: identity).identity == identity)
  }

  @Test func aDirectoryWhoseIdentityIsNotATillsIsRefused() throws {
    let url = Self.temporary()
    defer { try? FileManager.default.removeItem(at: url) }
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    try Data("{\"name\": \"something else\"}".utf8).write(to: url.appendingPathComponent("till.json"))
    #expect(throws: TillStartError.identityUnreadable(path: url.path, reason: "not a till identity")) {
      _ = try TillDirectory(url: url, identity: TillIdentity(registerID: Self.register, server: Self.server))
    }
  }

  @Test(arguments: [
    ("http://Shop.Example:8080/", "http://shop.example:8080"),
    ("HTTPS://shop.example/api//", "https://shop.example/api"),
  ])
  func aServerAddressIsRecordedNormalised(_ text: String, expected: String) {
    #expect(TillIdentity.normalised(server: text)?.absoluteString == expected)
  }

  @Test(arguments: [
    "shop.example", "ftp://shop.example", "http://", "http://shop.example/?a=1", "http://a@shop.example",
  ])
  func aServerAddressThatIsNotAnHTTPURLIsRefused(_ text: String) {
    #expect(TillIdentity.normalised(server: text) == nil)
  }
}
