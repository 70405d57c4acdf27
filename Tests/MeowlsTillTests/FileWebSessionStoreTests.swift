import Foundation
import MeowlsWeb
import Testing

@testable import MeowlsTill

@Suite struct FileWebSessionStoreTests {
  static func store() throws -> (FileWebSessionStore, URL) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-\(UUID().uuidString)")
    return (try FileWebSessionStore(directory: url), url)
  }

  static let id = String(repeating: "ab", count: 32)

  @Test func aSessionAndItsValuesSurviveANewStoreOnTheSameDirectory() throws {
    let (store, url) = try Self.store()
    defer { try? FileManager.default.removeItem(at: url) }
    try store.create(WebSessionRecord(id: Self.id, csrfToken: "t", lastSeen: Date(timeIntervalSince1970: 100)))
    try store.setValue(Data("staff".utf8), forKey: "meowls.session.staff", session: Self.id)
    try store.setValue(Data("x".utf8), forKey: "message", session: Self.id)
    try store.setValue(nil, forKey: "message", session: Self.id)
    try store.touch(Self.id, at: Date(timeIntervalSince1970: 200))
    let reopened = try FileWebSessionStore(directory: url)
    #expect(
      try reopened.load(Self.id)
        == WebSessionRecord(
          id: Self.id, csrfToken: "t", lastSeen: Date(timeIntervalSince1970: 200),
          values: ["meowls.session.staff": Data("staff".utf8)]))
  }

  @Test func aValueForASessionThatIsGoneIsDropped() throws {
    let (store, url) = try Self.store()
    defer { try? FileManager.default.removeItem(at: url) }
    try store.setValue(Data("x".utf8), forKey: "k", session: Self.id)
    #expect(try store.load(Self.id) == nil)
  }

  @Test func idleSessionsAreForgottenAndRecentOnesKept() throws {
    let (store, url) = try Self.store()
    defer { try? FileManager.default.removeItem(at: url) }
    let recent = String(repeating: "cd", count: 32)
    try store.create(WebSessionRecord(id: Self.id, csrfToken: "a", lastSeen: Date(timeIntervalSince1970: 100)))
    try store.create(WebSessionRecord(id: recent, csrfToken: "b", lastSeen: Date(timeIntervalSince1970: 300)))
    try store.deleteIdle(before: Date(timeIntervalSince1970: 200))
    #expect(try store.load(Self.id) == nil && store.load(recent)?.csrfToken == "b")
    try store.delete(recent)
    #expect(try FileManager.default.contentsOfDirectory(atPath: url.path) == [])
  }

  @Test(arguments: ["../till", "a/b", "", "x.json", String(repeating: "a", count: 129)])
  func aCookieThatIsNotASessionTokenNamesNoFile(_ id: String) throws {
    let (store, url) = try Self.store()
    defer { try? FileManager.default.removeItem(at: url) }
    #expect(try store.load(id) == nil)
    #expect(throws: FileWebSessionStoreError.self) {
      try store.create(WebSessionRecord(id: id, csrfToken: "t", lastSeen: Date()))
    }
  }
}
