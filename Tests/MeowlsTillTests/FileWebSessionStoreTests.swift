import Foundation
import MeowlsKit
import MeowlsWeb
import Synchronization
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

  /// The flushes a store asked for, files and directories.
  final class FlushCount: Sendable {
    let counts = Mutex((files: 0, directories: 0))
    var flush: FileFlush {
      FileFlush(
        file: { _ in self.counts.withLock { $0.files += 1 } },
        directory: { _ in self.counts.withLock { $0.directories += 1 } })
    }
    var value: (files: Int, directories: Int) { counts.withLock { $0 } }
  }

  /// A store whose changes of "basket" are not flushed, with one session, and the flushes counted.
  static func basketStore() throws -> (FileWebSessionStore, URL, FlushCount) {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("sessions-\(UUID().uuidString)")
    let flushes = FlushCount()
    let store = try FileWebSessionStore(directory: url, unflushedKeys: ["basket"], flush: flushes.flush)
    try store.create(WebSessionRecord(id: Self.id, csrfToken: "t", lastSeen: Date(timeIntervalSince1970: 100)))
    return (store, url, flushes)
  }

  @Test func aChangeOfAnUnflushedValueReplacesTheFileWithoutFlushingIt() throws {
    let (store, url, flushes) = try Self.basketStore()
    defer { try? FileManager.default.removeItem(at: url) }
    let created = flushes.value
    try store.setValue(Data("3 lines".utf8), forKey: "basket", session: Self.id)
    #expect(flushes.value == created)
    #expect(try FileWebSessionStore(directory: url).load(Self.id)?.values["basket"] == Data("3 lines".utf8))
  }

  @Test func aChangeOfAnyOtherValueIsFlushedWithItsDirectory() throws {
    let (store, url, flushes) = try Self.basketStore()
    defer { try? FileManager.default.removeItem(at: url) }
    let created = flushes.value
    try store.setValue(Data("staff".utf8), forKey: "member", session: Self.id)
    #expect(flushes.value == (created.files + 1, created.directories + 1))
  }
}
